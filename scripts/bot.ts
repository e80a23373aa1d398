/**
 * npm run bot -- --base URL --game ID --token T --strategy greedy|random [--seed S]
 *
 * Plays one seat of a game from outside, through the public HTTP API only, until the game ends
 * (any options: the River, the draft's reserves and display choices, redraw games without redrawing):
 * it reads the game, acts when it is the token's turn (the seat is learnt from the first action the
 * server accepts, so a bot started mid-turn, after its draw, finishes that turn), and otherwise waits for the next log entry (long polling). Each write carries
 * If-Match and an Idempotency-Key, so a retry after a lost answer is safe. Exits 0 with the final
 * scores once the game is finished, 1 on an error the bot cannot get past.
 */
import { parseArgs } from 'node:util'
import { randomUUID } from 'node:crypto'
import { isRiverTile, type ChoiceState, type GameState } from '../src/engine/index.js'
import { seededPick } from '../src/bots/random.js'
import { BOT_STRATEGIES, botAction, type BotStrategy } from '../src/bots/strategies.js'

const OPTIONS = { base: { type: 'string' }, game: { type: 'string' }, token: { type: 'string' }, strategy: { type: 'string', default: 'greedy' }, seed: { type: 'string' } } as const

/**
 * `--name value` as `--name=value`: parseArgs refuses a separate value that starts with a dash,
 * and a seat token (base64url) starts with one once in 64.
 */
function joinedValues(args: readonly string[]): string[] {
  const joined: string[] = []
  for (let i = 0; i < args.length; i++) {
    const name = args[i].startsWith('--') ? args[i].slice(2) : ''
    joined.push(Object.hasOwn(OPTIONS, name) && i + 1 < args.length ? `${args[i]}=${args[++i]}` : args[i])
  }
  return joined
}

const { values } = parseArgs({ args: joinedValues(process.argv.slice(2)), options: OPTIONS })
const { base, game: id, token } = values
const strategy = values.strategy as BotStrategy
if (base === undefined || id === undefined || token === undefined || !BOT_STRATEGIES.includes(strategy)) {
  console.error(`usage: npm run bot -- --base URL --game ID --token T --strategy ${BOT_STRATEGIES.join('|')} [--seed S]`)
  process.exit(2)
}
const seed = values.seed ?? randomUUID()

async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(new URL(path, base), { method, headers: { authorization: `Bearer ${token}`, ...headers } })
  return { status: res.status, body: await res.json() }
}

/**
 * The engine's view of a public GameState: the pile's order is secret, only its size matters to a
 * strategy (and that River tiles, counted by deck.river, come first: the placeholders say so).
 */
function engineState(game: any): GameState {
  const { status, options, players, turn, board, meeples, discarded, winners } = game
  const pile = [...new Array(game.deck.river).fill('RD'), ...new Array(game.deck.remaining - game.deck.river).fill('D')]
  const state: GameState = { status, options: chosenOptions(options), players, turn: turn === null ? null : { seat: turn.seat, phase: turn.phase, tile: turn.tile, placed: turn.placed }, board, meeples, pile, drawn: 0, discarded, winners }
  return options.draft || options.redraws > 0 || options.hand !== null ? { ...state, choice: choiceState(game) } : state
}

/** The engine keeps only the options a game chose; the view echoes every option, defaults included. */
function chosenOptions({ farmers, clock, river, table, undo, tieBreak, redraws, draft, hand }: any): GameState['options'] {
  return {
    farmers,
    ...(clock === undefined ? {} : { clock }),
    ...(river === null ? {} : { river }),
    ...(table === null ? {} : { table }),
    ...(undo === false ? { undo } : {}),
    ...(tieBreak.length === 0 ? {} : { tieBreak }),
    ...(redraws > 0 ? { redraws } : {}),
    ...(draft ? { draft } : {}),
    ...(hand === null ? {} : { hand }),
  }
}

/**
 * The redraws, the draft and the hands as the engine keeps them. Once a display tile is placed the view shows
 * the others only; the engine keeps the placed one in the display until score (a River tile drawn
 * before the draft starts was never in it).
 */
function choiceState(game: any): ChoiceState {
  const { players, turn, deck, draft } = game
  const choice = { redrawsLeft: players.map((p: { redrawsLeft?: number }) => p.redrawsLeft ?? 0), redrawn: turn?.redrawn ?? false, putBack: deck.bottom.length }
  // Hands: this seat's own (its token shows it, even when private); another seat's only counted.
  if (game.options.hand !== null) return { ...choice, hands: players.map((p: { hand?: string[]; handSize: number }) => p.hand ?? new Array(p.handSize).fill('D')) }
  if (draft === undefined) return choice
  const placedFromDisplay = turn?.placed != null && !isRiverTile(turn.tile)
  return { ...choice, draft: { display: placedFromDisplay ? [turn.tile, ...draft.display] : draft.display, kept: draft.kept, leftovers: draft.leftovers } }
}

let seat: number | null = null
for (;;) {
  const { status, body: game } = await call('GET', `/games/${id}`)
  if (status !== 200) throw new Error(`GET /games/${id}: ${status} ${JSON.stringify(game)}`)
  if (game.status === 'finished') {
    console.log(JSON.stringify({ seat, scores: game.players.map((p: { score: number }) => p.score), winners: game.winners }))
    break
  }
  const turn = game.turn
  // Unknown seat: try the turn's next action in whatever phase it is (a bot restarted after its draw
  // resumes its turn); the server says whether it is ours (403 NOT_YOUR_TURN writes nothing).
  const mine = turn !== null && (seat === null || turn.seat === seat)
  if (mine) {
    const action = botAction(strategy, engineState(game), seededPick(`${seed}:${id}:${game.version + 1}`))!
    const { type, seat: acting, ...body } = action
    const res = await fetch(new URL(`/games/${id}/${type}`, base), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'if-match': `"${game.version}"`,
        'idempotency-key': `bot-${id}-${game.version}`,
        ...(Object.keys(body).length > 0 ? { 'content-type': 'application/json' } : {}),
      },
      ...(Object.keys(body).length > 0 ? { body: JSON.stringify(body) } : {}),
    })
    const answer = (await res.json()) as { code?: string }
    if (res.ok) seat = acting
    else if (res.status === 403 && answer.code === 'NOT_YOUR_TURN' && seat === null) await waitAfter(game.version)
    else if (res.status !== 412) throw new Error(`${type}: ${res.status} ${JSON.stringify(answer)}`) // 412: someone moved first; read again
    continue
  }
  await waitAfter(game.version)
}

/** Returns once the log has an entry after `version` (or after the long poll's 30 s). */
async function waitAfter(version: number): Promise<void> {
  const { status, body } = await call('GET', `/games/${id}/actions?after=${version}&limit=1&wait=30`)
  if (status !== 200) throw new Error(`waiting for a move: ${status} ${JSON.stringify(body)}`)
}
