// docs/RULES.md against the code, so that the published rules cannot drift from what /verify checks:
// the tile table against the engine's catalogue (and GET /tiles), the scoring table against every
// score event of seeded and random games, the stated numbers against the engine's constants, and
// each worked example played through the HTTP API on Postgres, score event by score event.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import {
  CLOCK_LIMITS,
  MAX_PLAYERS,
  MEEPLES_PER_PLAYER,
  MIN_PLAYERS,
  RULES_VERSION,
  BASE_TILES,
  RIVER_TILES,
  apply,
  createGame,
  legalDeployments,
  legalPlacements,
  scoreEvents,
  type Action,
  type GameEvent,
  type GameState,
  type ScoreEvent,
  type TileType,
} from '../src/engine/index.js'
import { act, chooser, getJson, testApp } from './helpers/app.js'

const DOC = readFileSync(new URL('../docs/RULES.md', import.meta.url), 'utf8')

/** The text of the section whose heading starts with `heading`, up to the next heading of its level or above. */
function section(heading: string): string {
  const lines = DOC.split('\n')
  const start = lines.findIndex((l) => /^#+ /.test(l) && l.replace(/^#+ /, '').startsWith(heading))
  if (start < 0) throw new Error(`docs/RULES.md has no section "${heading}"`)
  const level = lines[start].indexOf(' ')
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && l.indexOf(' ') <= level)
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

/** The rows of the first Markdown table in `text` whose header's first cell is `first`, as cell lists. */
function table(text: string, first: string): string[][] {
  const lines = text.split('\n')
  const header = lines.findIndex((l) => l.startsWith(`| ${first} |`))
  if (header < 0) throw new Error(`no table starting with "${first}"`)
  const rows: string[][] = []
  for (let i = header + 2; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i].split('|').slice(1, -1).map((c) => c.trim()))
  return rows
}

// ---- The tile table ------------------------------------------------------------------------------

interface DocTile {
  readonly letter: string
  readonly count: number
  readonly edges: string
  readonly shields: number
  /** Each part as "kind ports [shield] [borders city P, city Q]", normalised from the engine or the doc. */
  readonly parts: string[]
}

const TILE_ROWS = table(section('3. The 24 tiles'), 'tile')
const RIVER_ROWS = table(section('The River'), 'tile')

function docTiles(rows = TILE_ROWS): DocTile[] {
  return rows.map(([letter, count, edges, shields, , parts]) => ({
    letter,
    count: Number(count),
    edges: edges.replaceAll(' ', ''),
    shields: Number(shields),
    parts: parts.split('; '),
  }))
}

/** The engine's tiles in the doc's words: a field names the cities it borders by their first port. */
function engineTiles(types: readonly TileType[] = BASE_TILES): DocTile[] {
  return types.map((type) => ({
    letter: type.id,
    count: type.count,
    edges: type.edges.join(''),
    shields: type.segments.filter((s) => s.shield === true).length,
    parts: type.segments.map((s) => {
      const words: string[] = [s.kind, ...s.ports]
      if (s.shield === true) words.push('shield')
      const borders = (s.touches ?? []).map((i) => `city ${type.segments[i].ports[0]}`)
      return borders.length === 0 ? words.join(' ') : `${words.join(' ')} borders ${borders.join(', ')}`
    }),
  }))
}

t.test('the tile table is the engine catalogue: letters, counts, edges, shields, parts', async (t) => {
  t.strictSame(docTiles(), engineTiles())
  const tiles = BASE_TILES.reduce((n, x) => n + x.count, 0)
  const shields = BASE_TILES.reduce((n, x) => n + x.count * x.segments.filter((s) => s.shield === true).length, 0)
  t.match(section('3. The 24 tiles'), `\n${tiles} tiles, ${shields} shields.`, 'the totals line')
  t.equal(TILE_ROWS.length, 24)
})

t.test("the River's tile table is the engine's River set", async (t) => {
  t.strictSame(docTiles(RIVER_ROWS), engineTiles(RIVER_TILES))
  t.equal(RIVER_TILES.reduce((n, x) => n + x.count, 0), 12)
})

// ---- The scoring table ---------------------------------------------------------------------------

/** One term of a scoring cell: a constant, or points per tile, shield, neighbour or completed city. */
type Term = { readonly points: number; readonly per: 'tile' | 'shield' | 'neighbour' | 'completed city' | null }

/** A cell such as "2 per tile + 2 per shield", "9", "1 + 1 per neighbour"; "never" is no term at all. */
function formula(cell: string): Term[] | null {
  if (cell === 'never') return null
  return cell.split(' + ').map((term) => {
    const m = /^(\d+)(?: per (tile|shield|neighbour|completed city))?$/.exec(term)
    if (m === null) throw new Error(`unreadable scoring cell "${cell}"`)
    return { points: Number(m[1]), per: (m[2] as Term['per']) ?? null }
  })
}

const SCORING = new Map(table(section('5. Scoring'), 'feature').map(([feature, during, end]) => [feature, { complete: formula(during), unfinished: formula(end) }]))

/** What the doc's table gives for a score event; the rule the event stands for, to count coverage. */
function tablePoints(e: ScoreEvent): { points: number; rule: string } {
  const row = SCORING.get(e.feature)
  if (row === undefined) throw new Error(`the scoring table has no row ${e.feature}`)
  const terms = e.complete ? row.complete : row.unfinished
  const rule = `${e.feature} ${e.complete ? 'complete' : 'unfinished'}`
  if (terms === null) throw new Error(`the table says ${rule} never scores`)
  // A monastery's `tiles` counts itself and its neighbours.
  const amount = { tile: e.tiles, shield: e.shields, neighbour: e.tiles - 1, 'completed city': e.cities ?? 0 }
  return { points: terms.reduce((sum, term) => sum + term.points * (term.per === null ? 1 : amount[term.per]), 0), rule }
}

/** Plays a whole game with seeded random legal moves and returns every event. */
function randomGame(players: number, farmers: boolean, shuffleSeed: string, moveSeed: number): GameEvent[] {
  const pick = chooser(moveSeed)
  const created = createGame({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), options: { farmers }, seed: shuffleSeed })
  if (!created.ok) throw new Error(created.error.message)
  let state: GameState = created.state
  const events: GameEvent[] = []
  const step = (action: Action) => {
    const result = apply(state, action)
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code}`)
    state = result.state
    events.push(...result.events)
  }
  while (state.status === 'active') {
    const seat = state.turn!.seat
    step({ type: 'draw', seat })
    if (state.status !== 'active') break
    const placements = legalPlacements(state)
    const { x, y, rotation } = placements[pick(placements.length)]
    step({ type: 'place', seat, x, y, rotation })
    const deployments = legalDeployments(state)
    if (deployments.length > 0 && pick(2) === 0) step({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    step({ type: 'score', seat })
  }
  return events
}

/** Checks every score event of a game against the table; returns the rules it exercised. */
function checkScores(events: readonly GameEvent[]): Set<string> {
  const used = new Set<string>()
  for (const [stage, complete] of [['turn', true], ['final', false]] as const) {
    for (const e of scoreEvents(events, stage)) {
      if (e.feature !== 'field' && e.complete !== complete) throw new Error(`a ${stage} ${e.feature} event with complete ${e.complete}`)
      const { points, rule } = tablePoints(e)
      if (e.points !== points) throw new Error(`${rule}: ${JSON.stringify(e)} scored ${e.points}, the table says ${points}`)
      used.add(rule)
    }
  }
  return used
}

t.test('the scoring table gives the points of every score event', async (t) => {
  t.strictSame([...SCORING.keys()], ['road', 'city', 'monastery', 'field'])
  t.strictSame(SCORING.get('field'), { complete: null, unfinished: [{ points: 3, per: 'completed city' }] }, 'fields never score during play')

  t.test('in 12 seeded games every rule of the table is used, and every event agrees', async (t) => {
    const used = new Set<string>()
    for (let seed = 1; seed <= 12; seed++) {
      for (const rule of checkScores(randomGame(2 + (seed % 4), seed % 3 !== 0, `docs-rules-${seed}`, seed))) used.add(rule)
    }
    t.strictSame([...used].sort(), ['city complete', 'city unfinished', 'field unfinished', 'monastery complete', 'monastery unfinished', 'road complete', 'road unfinished'])
  })

  t.test('property: random games of 2 to 5 players, farmers on or off', async (t) => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.boolean(), fc.string({ maxLength: 12 }), fc.nat(), (players, farmers, seed, moves) => {
        const events = randomGame(players, farmers, seed, moves)
        checkScores(events)
        if (!farmers && scoreEvents(events, 'final').some((e) => e.feature === 'field')) throw new Error('a field scored with farmers off')
      }),
      { numRuns: 20 },
    )
    t.pass('every score event equals the table')
  })
})

t.test('the numbers the text states are the engine constants', async (t) => {
  // Compared with line breaks as spaces, so that reflowing the text changes nothing.
  const flat = (text: string) => text.replace(/\s+/g, ' ')
  t.ok(flat(DOC).includes(`under rules version \`${RULES_VERSION}\``), 'the rules version')
  t.ok(flat(section('1. Setup')).includes(`${MIN_PLAYERS} to ${MAX_PLAYERS} players`), 'the number of players')
  t.ok(flat(section('1. Setup')).includes(`Each player has ${MEEPLES_PER_PLAYER} meeples in supply`), 'the supply')
  const { turnSeconds, maxTimeouts } = CLOCK_LIMITS
  const bounds = `(T from ${turnSeconds.min} to ${turnSeconds.max} seconds, M from ${maxTimeouts.min} to ${maxTimeouts.max})`
  t.ok(flat(section('The clock')).includes(bounds), `the clock's bounds ${bounds}`)
})

// ---- The worked examples, through HTTP -----------------------------------------------------------

type Step =
  | { readonly kind: 'turn'; readonly seat: number; readonly removed: string[]; readonly tile: string; readonly x: number; readonly y: number; readonly rotation: number; readonly meeple?: { role: string; at: string } }
  | { readonly kind: 'resign'; readonly seat: number }

interface Expected {
  readonly stage: 'scores' | 'final'
  readonly feature: string
  readonly complete?: boolean
  readonly tiles?: number
  readonly shields?: number
  readonly cities?: number
  readonly points: number
  readonly seats: number[]
}

interface Example {
  readonly title: string
  readonly deck: string[]
  readonly steps: { step: Step; scores: Expected[]; end?: { scores: number[]; winners: number[] } }[]
}

const ROLE = { knight: 'city', highwayman: 'road', monk: 'monastery', farmer: 'field' } as Record<string, string>

function seatsOf(text: string): number[] {
  if (text === 'nobody') return []
  const m = /^seats? ([\d ,and]+)$/.exec(text)
  if (m === null) throw new Error(`unreadable seats "${text}"`)
  return m[1].split(/, | and /).map(Number)
}

function parseExample(title: string, block: string): Example {
  const lines = block.split('\n')
  const deck = /^deck: ([A-X ]+)$/.exec(lines[0])
  if (deck === null) throw new Error(`${title}: the first line is not the deck`)
  const example: Example = { title, deck: deck[1].split(' '), steps: [] }
  for (const line of lines.slice(1)) {
    const turn = /^seat (\d): (?:removes ([A-X ,]+), )?([A-X]) at \((-?\d+),(-?\d+)\) rotation (\d+)(?:, (knight|highwayman|monk|farmer) on ([A-Z]+))?$/.exec(line)
    const resign = /^seat (\d) resigns$/.exec(line)
    const score = /^ {2}(scores|final) (road|city|monastery|field) \(([^)]*)\): (\d+) to (.+)$/.exec(line)
    const end = /^ {2}end: (.+); winners: (.+)$/.exec(line)
    if (turn !== null) {
      const [, seat, removed, tile, x, y, rotation, role, at] = turn
      const meeple = role === undefined ? {} : { meeple: { role, at } }
      example.steps.push({ step: { kind: 'turn', seat: Number(seat), removed: removed?.split(', ') ?? [], tile, x: Number(x), y: Number(y), rotation: Number(rotation), ...meeple }, scores: [] })
    } else if (resign !== null) {
      example.steps.push({ step: { kind: 'resign', seat: Number(resign[1]) }, scores: [] })
    } else if (score !== null) {
      const [, stage, feature, details, points, seats] = score
      const expected: Record<string, unknown> = { stage, feature, points: Number(points), seats: seatsOf(seats) }
      for (const detail of details.split(', ')) {
        const m = /^(complete|unfinished)$|^(\d+) (tiles?|shields?|completed cit(?:y|ies))$/.exec(detail)
        if (m === null) throw new Error(`${title}: unreadable "${detail}"`)
        if (m[1] !== undefined) expected.complete = m[1] === 'complete'
        else expected[m[3].startsWith('tile') ? 'tiles' : m[3].startsWith('shield') ? 'shields' : 'cities'] = Number(m[2])
      }
      example.steps.at(-1)!.scores.push(expected as unknown as Expected)
    } else if (end !== null) {
      const scores = end[1].split(', ').map((part) => /^seat (\d) has (\d+)$/.exec(part)!).map((m) => Number(m[2]))
      example.steps.at(-1)!.end = { scores, winners: seatsOf(end[2]) }
    } else {
      throw new Error(`${title}: unreadable line "${line}"`)
    }
  }
  return example
}

const EXAMPLES: Example[] = [...section('9. Worked examples').matchAll(/\*\*([^*]+)\*\*[^`]*```text\n([\s\S]*?)\n```/g)].map((m) => parseExample(m[1], m[2]))

/** A score event as the doc writes it: only the details the line names. */
function asWritten(stage: 'scores' | 'final', e: ScoreEvent, like: Expected): Expected {
  const seen: Record<string, unknown> = { stage, feature: e.feature, points: e.points, seats: e.seats }
  if (like.complete !== undefined) seen.complete = e.complete
  if (like.tiles !== undefined) seen.tiles = e.tiles
  if (like.shields !== undefined) seen.shields = e.shields
  if (like.cities !== undefined) seen.cities = e.cities
  return seen as unknown as Expected
}

async function post(app: FastifyInstance, id: string, type: 'draw' | 'place' | 'deploy' | 'score', token: string, payload?: object): Promise<any> {
  const res = await act(app, id, type, token, payload)
  if (res.statusCode !== 200) throw new Error(`${type} ${JSON.stringify(payload ?? {})}: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** Plays one step through the API; returns its score events in the doc's order (turn, then final). */
async function playStep(app: FastifyInstance, id: string, tokens: string[], step: Step): Promise<{ scored: ScoreEvent[]; final: ScoreEvent[]; game: any }> {
  const token = tokens[step.seat]
  if (step.kind === 'resign') {
    const res = await app.inject({ method: 'POST', url: `/games/${id}/resign`, headers: { authorization: `Bearer ${token}` } })
    if (res.statusCode !== 200) throw new Error(`resign: ${res.statusCode} ${res.body}`)
    return { scored: [], final: res.json().final ?? [], game: res.json().game }
  }
  const drawn = await post(app, id, 'draw', token)
  if (drawn.tile !== step.tile || JSON.stringify(drawn.discarded) !== JSON.stringify(step.removed)) {
    throw new Error(`seat ${step.seat} drew ${drawn.tile} after removing ${drawn.discarded}, the doc says ${step.tile} after ${step.removed}`)
  }
  await post(app, id, 'place', token, { x: step.x, y: step.y, rotation: step.rotation })
  if (step.meeple !== undefined) {
    const deployed = await post(app, id, 'deploy', token, { at: step.meeple.at })
    const feature = deployed.game.meeples.at(-1).feature
    if (feature !== ROLE[step.meeple.role]) throw new Error(`a ${step.meeple.role} stands on a ${feature}`)
  }
  const scored = await post(app, id, 'score', token)
  return { scored: scored.scored, final: scored.final ?? [], game: scored.game }
}

t.test('docs/RULES.md through the HTTP API on Postgres', async (t) => {
  const { app } = await testApp(t)

  t.test('GET /tiles is the tile table', async (t) => {
    const { tiles } = await getJson(app, '/tiles')
    const listed = (set: string) => tiles.filter((x: any) => x.set === set).map((x: any) => [x.type, x.count, x.edges.join(''), x.segments.filter((s: any) => s.shield === true).length])
    t.strictSame(listed('base'), docTiles().map((x) => [x.letter, x.count, x.edges, x.shields]))
    t.strictSame(listed('river'), docTiles(RIVER_ROWS).map((x) => [x.letter, x.count, x.edges, x.shields]), 'and the River table')
  })

  t.equal(EXAMPLES.length, 9, 'every example of section 9 was read')
  for (const example of EXAMPLES) {
    t.test(example.title, async (t) => {
      const res = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: example.deck } })
      t.equal(res.statusCode, 201)
      const id = res.json().game.id
      const tokens = res.json().seats.map((s: { token: string }) => s.token)
      let game: any
      for (const [i, { step, scores, end }] of example.steps.entries()) {
        const played = await playStep(app, id, tokens, step)
        game = played.game
        const seen = [
          ...played.scored.map((e, j) => asWritten('scores', e, scores[j] ?? ({} as Expected))),
          ...played.final.map((e, j) => asWritten('final', e, scores[played.scored.length + j] ?? ({} as Expected))),
        ]
        t.strictSame(seen, scores, `step ${i + 1}: the score events`)
        if (end !== undefined) {
          t.equal(game.status, 'finished', `step ${i + 1}: the game ended`)
          t.strictSame(game.players.map((p: any) => p.score), end.scores, 'final totals')
          t.strictSame(game.winners, end.winners, 'winners')
        } else {
          t.not(game.status, 'finished', `step ${i + 1}: the game goes on`)
        }
      }
      t.equal((await getJson(app, `/games/${id}/verify`)).ok, true, 'the game verifies')
    })
  }
})
