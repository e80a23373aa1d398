/**
 * What each problem code means and what a client should do about it: the page its `type` URI
 * names (GET /problems/{slug}, routes/problems.ts) and the response descriptions of the OpenAPI
 * document (responses.ts). Keyed by ProblemCode, so that a new code cannot lack a page.
 */
import { PROBLEM_CODES, problemStatus, problemType, type ProblemCode } from './problem.js'

export interface ProblemTypeText {
  /** When the service answers with this code. */
  readonly meaning: string
  /** What the client should do. */
  readonly action: string
}

export const PROBLEM_TYPES: Readonly<Record<ProblemCode, ProblemTypeText>> = {
  VALIDATION_ERROR: {
    meaning: 'The path, query, headers or body do not fit the operation\'s schema (`errors` lists each member and why), or the request breaks a rule the schema cannot state (a deck and a seed together, a name missing when joining without a player token, a malformed x-request-id).',
    action: 'Fix the request as `errors` and `detail` say; sending it again unchanged gets the same answer.',
  },
  UNAUTHORIZED: {
    meaning: 'The Authorization header is missing, malformed, or holds no token this operation accepts (a seat token of this game, or a player token).',
    action: 'Send `Authorization: Bearer <token>` with the token returned once by POST /games, POST /games/{id}/join or POST /players.',
  },
  NOT_YOUR_TURN: {
    meaning: 'A valid seat token, but another seat is to move (or the seat has resigned).',
    action: 'Wait for your turn: poll GET /games/{id} (with If-None-Match), long-poll GET /games/{id}/actions?wait=30, or follow GET /games/{id}/events.',
  },
  NOT_A_PLAYER: {
    meaning: 'A valid player token, but the player holds no seat of this game.',
    action: 'Use the seat token of this game, or the token of the player bound to one of its seats.',
  },
  GAME_NOT_FOUND: { meaning: 'No game has this id.', action: 'Check the id (GET /games lists the games).' },
  ACTION_NOT_FOUND: {
    meaning: 'The game\'s log has no entry with this seq: it is past the game\'s version.',
    action: 'Ask for a seq from 0 to the game\'s `version`.',
  },
  ROUTE_NOT_FOUND: { meaning: 'No operation has this method and path.', action: 'Check the path against the OpenAPI document (GET /openapi.json, or /docs).' },
  TILE_NOT_FOUND: { meaning: 'No tile type has this letter (the types are A to X).', action: 'Use a letter listed by GET /tiles.' },
  LESSON_NOT_FOUND: { meaning: 'No lesson has this id.', action: 'Use an id listed by GET /lessons.' },
  METHOD_NOT_ALLOWED: {
    meaning: 'The path exists, but not with this method.',
    action: 'Use one of the methods the `Allow` header lists for this path.',
  },
  INVALID_INVITE: { meaning: 'No seat of this game has this invitation code.', action: 'Check the game id and the code the game\'s creator shared.' },
  WEBHOOK_NOT_FOUND: { meaning: 'The player has no webhook with this id.', action: 'List the player\'s webhooks with GET /players/me/webhooks.' },
  NO_UNDO: {
    meaning: 'The game was created with `options.undo: false` (a tournament game): a placement cannot be taken back.',
    action: 'Go on with the turn: deploy a meeple or score.',
  },
  NO_REDRAW: {
    meaning: 'A friendly redraw is not allowed now; `detail` says why: the game has none (option `redraws`), the seat has none left, it already redrew this turn, the pile is empty, or the drawn tile is a River tile.',
    action: 'Place the drawn tile (GET /games/{id}/legal lists where).',
  },
  TILE_NOT_AVAILABLE: {
    meaning: 'The `place` or `reserve` names a tile the player does not have to choose from (the draft\'s display or leftovers), names none where several are offered, or differs from the drawn tile.',
    action: 'Name one of the offered tiles: GET /games/{id} shows `draft`, GET /games/{id}/legal lists the placements with their `tile`.',
  },
  WRONG_PHASE: {
    meaning: 'The action does not fit the turn\'s phase (draw, place, deploy, score, in that order; deploy may be skipped).',
    action: 'Read `game.turn.phase` (GET /games/{id}) and send the action of that phase.',
  },
  GAME_NOT_STARTED: { meaning: 'A seat is still open: the game waits for its players to join.', action: 'Wait until the last open seat is joined (the game becomes `active`).' },
  GAME_FINISHED: { meaning: 'The game is over: it takes no more actions.', action: 'Read the outcome (`winners`, scores) from GET /games/{id}; start a new game with POST /games.' },
  SEAT_TAKEN: { meaning: 'The invitation was used already, or the game has no open seat left.', action: 'Ask the game\'s creator for another open seat\'s invitation.' },
  PLAYER_NOT_FOUND: { meaning: 'A seat of POST /games names a player id that does not exist.', action: 'Use the `player.id` returned by POST /players.' },
  WEBHOOK_URL_REFUSED: {
    meaning: 'The webhook URL is not https, or its host is or resolves to a loopback, private, link-local, multicast or otherwise non-public address.',
    action: 'Register an https URL on a publicly reachable host.',
  },
  VERSION_CONFLICT: {
    meaning: 'If-Match names another version than the game\'s current one (`version` in the problem): the game changed since you read it.',
    action: 'Read the game again (GET /games/{id}), decide again, and send the action with the new ETag.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    meaning: 'A request with this Idempotency-Key is still being handled.',
    action: 'Retry the same request with the same key a moment later: you then get its answer.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    meaning: 'This Idempotency-Key was used (by this credential or address, within 24 hours) for a request with another method, path or body.',
    action: 'Use a new key for each new request; reuse a key only to retry the very same request.',
  },
  ILLEGAL_PLACEMENT: {
    meaning:
      'The drawn tile cannot go to this cell with this rotation. The extension member `reason` says why: `occupied` (the cell is taken), `no-neighbour` (it touches no tile), `edge-mismatch` (an edge does not match its neighbour), `outside-table` (outside the limited table), `river-disconnected` (a River tile that does not continue the river), `river-u-turn` (the River\'s turn rule refuses the turn).',
    action: 'Choose one of `placements` of GET /games/{id}/legal.',
  },
  NO_SUCH_SEGMENT: {
    meaning: 'The tile just placed has no segment at this port, or the port is on the river (never claimed), or farmers are off and the port is on a field.',
    action: 'Choose one of `deployments` of GET /games/{id}/legal, or score without deploying.',
  },
  FEATURE_OCCUPIED: {
    meaning: 'The feature this segment belongs to already holds a meeple (on this tile or another).',
    action: 'Choose one of `deployments` of GET /games/{id}/legal, or score without deploying.',
  },
  NO_MEEPLES: { meaning: 'The seat has no meeple left in its supply.', action: 'Score without deploying; meeples come back when their feature is scored.' },
  REQUEST_TIMEOUT: { meaning: 'The request was not received completely in time.', action: 'Send the whole request promptly; retry it.' },
  PAYLOAD_TOO_LARGE: { meaning: 'The body is larger than this operation accepts (32 KiB; 2 MiB for POST /verify).', action: 'Send a smaller body.' },
  UNSUPPORTED_MEDIA_TYPE: { meaning: 'The body is not `application/json` (an empty body of any type counts as no body).', action: 'Send JSON with `Content-Type: application/json` (or no body where the operation takes none).' },
  TOO_MANY_REQUESTS: {
    meaning: 'More requests in the last minute than the limit of this client address or this token.',
    action: 'Wait the seconds of Retry-After; RateLimit-Remaining and RateLimit-Reset tell how close a client is to the limit.',
  },
  HEADERS_TOO_LARGE: { meaning: 'The request line and headers together exceed 16 KiB.', action: 'Send shorter headers.' },
  INTERNAL_ERROR: { meaning: 'The server failed to handle the request; nothing was written.', action: 'Retry later, with an Idempotency-Key for writes; report the x-request-id if it persists.' },
  SERVICE_UNAVAILABLE: { meaning: 'The server is shedding load or shutting down.', action: 'Retry after the seconds of Retry-After (another server process may answer at once).' },
  DATABASE_UNAVAILABLE: {
    meaning:
      'The database is unreachable, overloaded or timed out, or too many writes wait for this game; nothing was written, unless the problem has `"outcome": "unknown"`: the connection to the database was lost after the write was sent, and it may have been written.',
    action: 'Retry after the seconds of Retry-After; an Idempotency-Key makes a retried write safe. After `"outcome": "unknown"`, a write without a key is retried only once a read shows it was not written.',
  },
  MIGRATIONS_PENDING: { meaning: 'The database lacks migrations this server needs: it is not ready to serve.', action: 'Operators: apply the migrations (npm run migrate). Clients: retry after Retry-After.' },
}

/** A problem type page: the code, its status and title, and the texts above. */
export interface ProblemTypePage extends ProblemTypeText {
  readonly type: string
  readonly code: ProblemCode
  readonly status: number
  readonly title: string
}

export const PROBLEM_TYPE_PAGES: ReadonlyMap<string, ProblemTypePage> = new Map(
  PROBLEM_CODES.map((code) => {
    const type = problemType(code)
    return [type.slice(type.lastIndexOf('/') + 1), { type, code, ...problemStatus(code), ...PROBLEM_TYPES[code] }]
  }),
)
