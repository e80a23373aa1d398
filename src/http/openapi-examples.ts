/**
 * Examples of the OpenAPI document, by operationId: one game played from a fixed seed, so that
 * every request example is accepted by the server in the order of the turn flow, and the games of
 * the variants' named examples (EXAMPLE_GAMES). test/openapi-examples.test.ts sends them all and
 * compares the answers.
 */
import { apply, createGame, legalDeployments, legalPlacements, offeredPlacements, type Action, type GameSetup, type GameState } from '../engine/index.js'
import { learnerSeat, LESSONS } from '../lessons/catalogue.js'
import { deckCommitment } from '../service/deck.js'
import type { TurnActionType } from '../service/log.js'
import { answerFor } from './view.js'

/** An example beside others of the same request or response, under a name. */
export interface NamedExample {
  readonly summary: string
  readonly value: unknown
}

export interface OperationExamples {
  /** The request body. */
  readonly request?: unknown
  /** More request bodies the server accepts, by name, documented beside `request` (which is then named `default`). */
  readonly moreRequests?: Readonly<Record<string, NamedExample>>
  /** Response bodies by status; deterministic members only where the server makes them random (ids, tokens, hashes, times). */
  readonly responses?: Readonly<Record<string, unknown>>
  /** More response bodies by status and name, documented beside those of `responses` (then named `default`). */
  readonly moreResponses?: Readonly<Record<string, Readonly<Record<string, NamedExample>>>>
  /** Query and path parameter values. */
  readonly parameters?: Readonly<Record<string, unknown>>
}

/*
 * Ids, tokens, hashes and signatures differ in every run (entry hashes cover the entry's time):
 * the examples show well-formed stand-ins, and the test compares everything else.
 */
const GAME_ID = '3f1c2a9e-5b7d-4e21-9a0c-8d6b4f2e1a73'
const TOKENS = ['dgbQPEcevLWziI2rCjqE7LcsXqW8i-V1ALU4SlD0A3Q', '2ujilSKXdfrbQoGqukLD0S7OD227aZf_yP4bYHjNzOk']
const KID = '_QZRbearww2DX5c6jNP3aWpu_wyt1sqO5n7AA4ORrBU'
const SIGNATURE = '1jBNqVWofhf3--AxmU78mXr6MVB9hnrvHxw4DK-NYm719Ofi7A5XTEVlPli-oS5e28KlUxmn22Q4rSa50nmiAA'
// A stacked deck's commitment covers a salt drawn at creation.
const STACKED_COMMITMENT = '9c3f5e0d2b7a41e68f0c1d2e3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d'
const hash = (seq: number) => `${seq}`.repeat(64).slice(0, 64)
const receipt = (seq: number) => ({ gameId: GAME_ID, seq, hash: hash(seq), kid: KID, signature: SIGNATURE })

/** The example game (seed `example`): Ada draws P, places it north of the start tile, deploys on its city, scores. */
const CREATE = { players: [{ name: 'Ada', color: 'red' as const }, { name: 'Bo', color: 'blue' as const }], seed: 'example' }
// A client's seed is committed with a salt drawn at creation, as a stacked deck is.
const seedCommitment = (seed: string) => deckCommitment({ seed, salt: '00112233445566778899aabbccddeeff' })
const PLACE = { x: 0, y: -1, rotation: 180 }
const DEPLOY = { at: 'S' }
const PLACED_TILE = { x: 0, y: -1, tile: 'P', rotation: 180 }
const MEEPLE = { seat: 0, x: 0, y: -1, at: 'S', feature: 'city' }

/** The example game's legal moves, as the engine finds them: after the draw, and after the placement. */
const [DRAWN, PLACED] = (() => {
  const step = (state: GameState, action: Action): GameState => {
    const result = apply(state, action)
    if (!result.ok) throw new Error(`the example game refuses ${action.type}: ${result.error.code}`)
    return result.state
  }
  const created = createGame({ players: CREATE.players, seed: CREATE.seed })
  if (!created.ok) throw new Error(`the example game cannot be created: ${created.error.code}`)
  const drawn = step(created.state, { type: 'draw', seat: 0 })
  return [drawn, step(drawn, { type: 'place', seat: 0, ...PLACE } as Action)]
})()

type Turn = { seat: number; phase: string; tile: string | null; placed: { x: number; y: number; rotation: number } | null }

/** The example game's state at `version`. */
function game(version: number, turn: Turn) {
  const player = (seat: number, name: string, color: string) => ({ seat, name, color, score: 0, meeples: seat === 0 && version >= 3 ? 6 : 7, resigned: false, timeouts: 0, citiesCompleted: 0 })
  return {
    id: GAME_ID,
    status: 'active',
    version,
    options: { farmers: true, river: null, hand: null, redraws: 0, table: null, draft: false, tieBreak: [] },
    players: [player(0, 'Ada', 'red'), player(1, 'Bo', 'blue')],
    turn,
    board: [{ x: 0, y: 0, tile: 'D', rotation: 0 }, ...(version >= 2 ? [PLACED_TILE] : [])],
    meeples: version >= 3 ? [MEEPLE] : [],
    deck: { remaining: version >= 1 ? 70 : 71, river: 0, bottom: [] },
    river: null,
    discarded: [],
    winners: [],
    tieBreak: null,
    deckSource: 'seed',
    deckCommitment: seedCommitment(CREATE.seed),
    headHash: hash(version),
    rulesVersion: '1.0.0',
  }
}

/** Lesson 1's game as POST /lessons/{id}/games creates it: the learner (red) has drawn the cap E (entry 1, by: lesson). */
const LESSON = LESSONS[0]
const LESSON_GAME = {
  ...game(1, { seat: 0, phase: 'place', tile: 'E', placed: null }),
  players: [
    { seat: 0, name: 'Red', color: 'red', score: 0, meeples: 7, resigned: false, timeouts: 0, citiesCompleted: 0 },
    { seat: 1, name: 'Blue', color: 'blue', score: 0, meeples: 7, resigned: false, timeouts: 0, citiesCompleted: 0 },
  ],
  deck: { remaining: 1, river: 0, bottom: [] },
  deckSource: 'stacked',
  deckCommitment: STACKED_COMMITMENT,
  lesson: { id: LESSON.id, title: LESSON.title, goal: LESSON.goal, seat: learnerSeat(LESSON), achieved: null },
}

/** A move of an example game: a turn action by `seat`; `documented`: its answer is the example named after the game. */
interface ExampleMove {
  readonly seat: number
  readonly type: TurnActionType
  readonly body?: Readonly<Record<string, unknown>>
  readonly documented?: true
}

/** A game of the variants' examples: createGame's example of its name, then its moves. */
export interface ExampleGame {
  readonly summary: string
  readonly create: GameSetup
  readonly moves: readonly ExampleMove[]
}

const ADA_BO = CREATE.players
/** Bo's choice in the draft game. */
const RESERVE = { tile: 'V' }

/** The variants' example games, by the name of their examples (createGame's, and those of their documented moves). */
export const EXAMPLE_GAMES = {
  hand: {
    summary: 'Three-tile hands, private: each seat sees only its own hand; a stacked deck (a seed would make the hands public)',
    create: { players: [...ADA_BO, { name: 'Cy', color: 'green' }], options: { hand: { size: 3, visible: false } }, deck: ['E', 'U', 'V', 'C', 'X', 'B', 'K', 'A', 'W', 'D', 'J', 'U'] },
    moves: [{ seat: 0, type: 'draw', documented: true }],
  },
  redraws: {
    summary: 'One friendly redraw per player, no farmers; a stacked deck',
    create: { players: ADA_BO, options: { farmers: false, redraws: 1 }, deck: ['E', 'U', 'V'] },
    moves: [
      { seat: 0, type: 'draw' },
      { seat: 0, type: 'redraw', documented: true },
    ],
  },
  draft: {
    summary: 'The two-player draft; a stacked deck',
    create: { players: ADA_BO, options: { draft: true }, deck: ['E', 'U', 'V', 'X', 'B', 'A'] },
    moves: [
      { seat: 0, type: 'draw' },
      { seat: 0, type: 'place', body: { tile: 'U', x: 1, y: 0, rotation: 90 } },
      { seat: 0, type: 'score' },
      { seat: 1, type: 'reserve', body: RESERVE, documented: true },
    ],
  },
} as const satisfies Record<string, ExampleGame>

/** The answer to `game`'s documented move as the engine decides it: the GameState its seat is shown, the move's events, and the members of that answer. */
function documentedAnswer(game: ExampleGame, members: (state: GameState) => Record<string, unknown>) {
  const created = createGame(game.create)
  if (!created.ok) throw new Error(`the example game cannot be created: ${created.error.code}`)
  let state = created.state
  for (const [index, move] of game.moves.entries()) {
    const result = apply(state, { ...move.body, type: move.type, seat: move.seat } as Action)
    if (!result.ok) throw new Error(`the example game refuses ${move.type}: ${result.error.code}`)
    state = result.state
    if (move.documented !== true) continue
    const version = index + 1
    const facts = {
      id: GAME_ID,
      version,
      headHash: hash(version),
      deckSource: game.create.deck === undefined ? ('seed' as const) : ('stacked' as const),
      deckCommitment: game.create.seed === undefined ? STACKED_COMMITMENT : seedCommitment(game.create.seed),
      seed: null,
      stackedDeck: null,
      deckSalt: null,
      deadline: null,
      bots: state.players.map(() => null),
    }
    const answer = answerFor(facts, state, move.seat, result.events)
    return { game: answer.game, ...members(state), events: answer.events, receipt: receipt(version) }
  }
  throw new Error('the example game has no documented move')
}

/** `game`'s documented answer as the example named after it. */
const answerExample = (name: keyof typeof EXAMPLE_GAMES, summary: string, members: (state: GameState) => Record<string, unknown>) => ({
  [name]: { summary, value: documentedAnswer(EXAMPLE_GAMES[name], members) },
})

export const EXAMPLES: Readonly<Record<string, OperationExamples>> = {
  createGame: {
    request: CREATE,
    moreRequests: {
      river: {
        summary: 'The River on a limited table, with the rulebook tie-break chain',
        value: {
          players: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
          options: {
            river: { startTile: 'shuffled', turnRule: 'clearance' },
            table: { minX: -6, maxX: 6, minY: -5, maxY: 5 },
            tieBreak: ['landscapeFollowers', 'citiesCompleted', 'supplyFollowers'],
          },
          seed: 'river example',
        },
      },
      lesson: {
        summary: 'A stacked River lesson: two middle River tiles, the lake, then land tiles; no farmers',
        value: { players: [{ name: 'Ada' }, { name: 'Bo' }], options: { farmers: false, river: {} }, deck: ['RD', 'RG', 'RL', 'E', 'U'] },
      },
      riverDraft: {
        summary: 'The two-player draft, which starts when the River is laid',
        value: { players: ADA_BO, options: { river: {}, draft: true }, seed: 'river draft example' },
      },
      ...Object.fromEntries(Object.entries(EXAMPLE_GAMES).map(([name, { summary, create }]) => [name, { summary, value: create }])),
    },
    responses: {
      201: {
        game: game(0, { seat: 0, phase: 'draw', tile: null, placed: null }),
        seats: [{ seat: 0, name: 'Ada', color: 'red', token: TOKENS[0] }, { seat: 1, name: 'Bo', color: 'blue', token: TOKENS[1] }],
        receipt: receipt(0),
      },
    },
  },
  drawTile: {
    parameters: { id: GAME_ID },
    responses: {
      200: {
        game: game(1, { seat: 0, phase: 'place', tile: 'P', placed: null }),
        tile: 'P',
        discarded: [],
        placements: legalPlacements(DRAWN),
        events: [{ type: 'drawn', seat: 0, tile: 'P', discarded: [] }],
        receipt: receipt(1),
      },
    },
    moreResponses: {
      200: answerExample('hand', "The `hand` game's first draw, by Ada: her own hand is shown, the others' sizes only; every held tile fits, none is drawn", (state) => ({
        tile: null,
        discarded: [],
        drawn: [],
        placements: offeredPlacements(state),
      })),
    },
  },
  placeTile: {
    parameters: { id: GAME_ID },
    request: PLACE,
    responses: {
      200: {
        game: game(2, { seat: 0, phase: 'deploy', tile: 'P', placed: PLACE }),
        deployments: legalDeployments(PLACED),
        events: [{ type: 'placed', seat: 0, ...PLACED_TILE }],
        receipt: receipt(2),
      },
    },
  },
  deployMeeple: {
    parameters: { id: GAME_ID },
    request: DEPLOY,
    responses: {
      200: { game: game(3, { seat: 0, phase: 'score', tile: 'P', placed: PLACE }), events: [{ type: 'deployed', ...MEEPLE }], receipt: receipt(3) },
    },
  },
  redrawTile: {
    parameters: { id: GAME_ID },
    moreResponses: {
      200: answerExample('redraws', 'The `redraws` game: Ada drew E and redraws, U replaces it and E goes to the bottom of the pile', (state) => ({
        tile: 'U',
        rejected: 'E',
        discarded: [],
        placements: offeredPlacements(state),
      })),
    },
  },
  reserveTile: {
    parameters: { id: GAME_ID },
    moreRequests: { draft: { summary: 'Bo keeps V of the leftovers E and V', value: RESERVE } },
    moreResponses: {
      200: answerExample('draft', 'The `draft` game: Ada drew the display E, U, V, placed U at (1, 0) rotated 90 and scored; Bo keeps V, and E goes to the bottom of the pile', () => ({ tile: 'V', putBack: 'E' })),
    },
  },
  scoreTurn: {
    parameters: { id: GAME_ID },
    responses: { 200: { game: game(4, { seat: 1, phase: 'draw', tile: null, placed: null }), scored: [], events: [], receipt: receipt(4) } },
  },
  getGame: { parameters: { id: GAME_ID }, responses: { 200: game(4, { seat: 1, phase: 'draw', tile: null, placed: null }) } },
  listLegalMoves: { parameters: { id: GAME_ID }, responses: { 200: { placements: [], deployments: [] } } },
  listGames: { parameters: { status: 'active', limit: 20, offset: 0 } },
  getStateAfterAction: { parameters: { id: GAME_ID, seq: 2 } },
  registerPlayer: { request: { name: 'Ada' } },
  listLessons: { responses: { 200: { lessons: LESSONS.map(({ id, title, goal, kind }) => ({ id, title, goal, kind })) } } },
  createLessonGame: {
    parameters: { id: LESSON.id },
    responses: {
      201: {
        game: LESSON_GAME,
        seats: [{ seat: 0, name: 'Red', color: 'red', token: TOKENS[0] }, { seat: 1, name: 'Blue', color: 'blue', token: TOKENS[1] }],
        receipt: receipt(1),
        lesson: { id: LESSON.id, title: LESSON.title, goal: LESSON.goal, seat: learnerSeat(LESSON) },
      },
    },
  },
}

type Media = { example?: unknown; examples?: Record<string, NamedExample> }

interface Operation {
  operationId?: string
  parameters?: { name: string; example?: unknown }[]
  requestBody?: { content?: Record<string, Media> }
  responses?: Record<string, { content?: Record<string, Media> }>
}

/**
 * `media` documents `main` and the named examples `more`: OpenAPI allows `example` or `examples`,
 * not both, so with named ones `main` is named `default`.
 */
function documentMedia(media: Media, main: unknown, more: Readonly<Record<string, NamedExample>> | undefined): void {
  if (more === undefined) media.example = main
  else media.examples = { ...(main === undefined ? {} : { default: { summary: 'The game of the other examples', value: main } }), ...more }
}

/** Puts EXAMPLES into the operations of `document`. */
export function documentExamples(document: { paths?: Record<string, Record<string, Operation>> }): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const examples = operation.operationId === undefined ? undefined : EXAMPLES[operation.operationId]
      if (examples === undefined) continue
      for (const parameter of operation.parameters ?? []) {
        if (examples.parameters?.[parameter.name] !== undefined) parameter.example = examples.parameters[parameter.name]
      }
      const json = operation.requestBody?.content?.['application/json']
      if ((examples.request !== undefined || examples.moreRequests !== undefined) && json !== undefined) documentMedia(json, examples.request, examples.moreRequests)
      for (const status of new Set([...Object.keys(examples.responses ?? {}), ...Object.keys(examples.moreResponses ?? {})])) {
        const content = operation.responses?.[status]?.content
        const media = content?.['application/json'] ?? content?.['application/problem+json']
        if (media === undefined) throw new Error(`${operation.operationId}: no JSON response ${status} for its example`)
        documentMedia(media, examples.responses?.[status], examples.moreResponses?.[status])
      }
    }
  }
}
