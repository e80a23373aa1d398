/** Export a game's whole history, and verify it: a stored game, or a document kept anywhere. */
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type GameExport as GameExportDocument } from '../../audit/document.js'
import { CHECK_NAMES, type VerifyReport as VerifyReportValue } from '../../audit/report.js'
import { loadStoredGame, verifyStoredGame } from '../../audit/stored.js'
import { verifyHistory } from '../../audit/verify.js'
import type { Keyring } from '../../receipts/keyring.js'
import type { Receipt } from '../../receipts/receipt.js'
import type { GameStore } from '../../store/games.js'
import type { IdempotencyStore } from '../../store/idempotency.js'
import { answerOnce, WriteLoop } from '../../service/idempotency.js'
import { IdempotencyKeyHeader, idempotencyOf, renderJson, sendAnswer } from '../idempotency.js'
import { sendProblem } from '../problem.js'
import { BODY_PROBLEMS, IDEMPOTENCY_PROBLEMS, problems, READ_PROBLEMS, STORED_PROBLEMS } from '../responses.js'
import { IdempotentReplayedHeader, withHeaders } from '../response-headers.js'
import { described, GameId, GameIdParams, LIMITS, literals, ref, SafeString, Seat, STRING_PATTERNS } from '../schemas.js'
import { StoredOptions } from '../log-schemas.js'

/** A full export is 100-300 KB; the service's default body limit is far smaller. */
const VERIFY_BODY_LIMIT = 2 * 1024 * 1024


// Nullable values as type lists, never anyOf: the service's Ajv coerces types, and in an anyOf it
// would turn a null into 0 or "" (the first branch), changing the very document under verification.
const nullable = <T>(type: 'integer' | 'string', extra: object) => Type.Unsafe<T | null>({ type: [type, 'null'], ...extra })

/**
 * A log entry as an auditor submits it: loosely typed, so that a tampered entry (an unknown type,
 * a malformed payload) gets a verification report naming it rather than a 400.
 */
export const SubmittedEntry = Type.Object(
  {
    seq: Type.Integer({ minimum: 0 }),
    type: literals(['create', 'join', 'draw', 'place', 'deploy', 'score', 'undo', 'redraw', 'reserve', 'resign'] as const),
    seat: nullable<number>('integer', { minimum: 0, maximum: 4, description: 'The acting seat; null for create' }),
    payload: Type.Record(Type.String(), Type.Unknown()),
    result: Type.Record(Type.String(), Type.Unknown()),
    rulesVersion: SafeString('text', 64),
    hash: SafeString('text', 128),
    at: Type.String({ format: 'date-time', maxLength: 64 }),
  },
  { $id: 'SubmittedEntry', additionalProperties: false, description: 'A log entry submitted for verification: a LogEntry, typed loosely so that a malformed one is reported by the checks' },
)

const GameExportMembers = {
  format: Type.Literal(EXPORT_FORMAT),
  formatVersion: Type.Literal(EXPORT_FORMAT_VERSION),
  gameId: GameId,
  status: literals(['waiting', 'active', 'finished'] as const),
  version: Type.Integer({ minimum: 0, description: 'seq of the last log entry' }),
  rulesVersion: SafeString('text', 64, { description: 'Rules version the game was created under' }),
  options: StoredOptions,
  players: Type.Array(Type.Object({ seat: Seat, name: Type.Union([SafeString('text', LIMITS.name), Type.Null()], { description: 'null while the seat is open' }), color: ref.Color, score: Type.Integer() }, { additionalProperties: false }), {
    minItems: 2,
    maxItems: 5,
    description: 'Without seat tokens; scores are final once the game is finished',
  }),
  winners: Type.Array(Seat, { maxItems: 5 }),
  deckSource: literals(['server', 'seed', 'stacked'] as const),
  deckCommitment: nullable<string>('string', {
    maxLength: 128,
    pattern: STRING_PATTERNS.text,
    description: 'sha256 hex of the shuffle seed (with its salt for a client\'s seed) or of the stacked deck and its salt; null for a deck stacked in entry 0 (older games)',
  }),
  seed: Type.Optional(SafeString('text', LIMITS.seed, { description: 'The shuffle seed, once the game is finished (a client\'s seed is also in entry 0 of older games)' })),
  stackedDeck: Type.Optional(Type.Array(SafeString('text', 8), { maxItems: 1000, description: 'A stacked deck, once the game is finished' })),
  deckSalt: Type.Optional(SafeString('text', 256, { description: "The salt of the commitment of a stacked deck or a client's seed, once the game is finished" })),
  headHash: SafeString('text', 128, { description: 'Hash of the last log entry' }),
  log: Type.Array(Type.Ref('LogEntry'), { minItems: 1, maxItems: 1000, description: 'The whole action log, oldest first' }),
}

export const GameExport = Type.Object(
  GameExportMembers,
  {
    $id: 'GameExport',
    additionalProperties: false,
    description: 'A game\'s whole history, self-contained: enough to verify it with the published rules alone (docs/AUDIT.md)',
  },
)

export const AuditCheck = Type.Object(
  {
    name: literals(CHECK_NAMES),
    ok: Type.Boolean(),
    seq: Type.Optional(Type.Integer({ description: 'The log entry of the first failure' })),
    reason: Type.Optional(Type.String({ description: 'Why it failed' })),
  },
  { $id: 'AuditCheck' },
)

export const VerifyReport = Type.Object(
  { ok: Type.Boolean({ description: 'Every check passed' }), checks: Type.Array(Type.Ref('AuditCheck')) },
  { $id: 'VerifyReport', description: 'One result per check that applies (docs/AUDIT.md lists them)' },
)

export const VerifyRequest = Type.Object(
  {
    ...GameExportMembers,
    log: Type.Array(Type.Ref('SubmittedEntry'), { minItems: 1, maxItems: 1000, description: 'The whole action log, oldest first' }),
    receipts: Type.Optional(
      Type.Array(ref.Receipt, {
        maxItems: 1000,
        description: 'Receipts kept from this game\'s writes: each must be signed by a key of GET /keys and match the log (a rollback or rewrite fails the receipts check)',
      }),
    ),
  },
  { $id: 'VerifyRequest', additionalProperties: false, description: 'An export document (GameExport), optionally with receipts' },
)

/** Registered with the shared schemas, so that they are named components of the OpenAPI document. */
export const AUDIT_SCHEMAS: TSchema[] = [SubmittedEntry, GameExport, VerifyRequest, AuditCheck, VerifyReport]

const GameExportRef = Type.Unsafe<GameExportDocument>(Type.Ref('GameExport'))
const VerifyRequestRef = Type.Unsafe<GameExportDocument & { receipts?: Receipt[] }>(Type.Ref('VerifyRequest'))
const VerifyReportRef = Type.Unsafe<VerifyReportValue>(Type.Ref('VerifyReport'))

export const auditRoutes: FastifyPluginAsyncTypebox<{ store: GameStore; keys: Keyring; idempotency: IdempotencyStore }> = async (app, { store, keys, idempotency }) => {
  const writes = new WriteLoop(idempotency)
  app.get(
    '/games/:id/export',
    {
      schema: {
        operationId: 'exportGame',
        tags: ['audit'],
        summary: "Export a game's whole history",
        description: 'One self-contained document: the setup, the whole log and the outcome, enough to verify the game with the published rules alone (POST /verify, docs/AUDIT.md).',
        security: [],
        params: GameIdParams,
        response: { 200: described(GameExportRef, 'The export document'), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const game = await loadStoredGame(store, request.params.id)
      return game === null ? sendProblem(reply, 'GAME_NOT_FOUND', `no game ${request.params.id}`) : game.doc
    },
  )

  app.get(
    '/games/:id/verify',
    {
      schema: {
        operationId: 'verifyGame',
        tags: ['audit'],
        summary: 'Verify a stored game',
        description: "Replays the stored game's log with the engine and checks its chain, every entry's legality and result, the outcome, the snapshot and the shuffle; names the first failing seq.",
        security: [],
        params: GameIdParams,
        response: { 200: described(VerifyReportRef, 'The checks'), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const report = await verifyStoredGame(store, request.params.id)
      return report === null ? sendProblem(reply, 'GAME_NOT_FOUND', `no game ${request.params.id}`) : report
    },
  )

  app.post(
    '/verify',
    {
      bodyLimit: VERIFY_BODY_LIMIT,
      schema: {
        operationId: 'verifyExport',
        tags: ['audit'],
        summary: 'Verify an exported game',
        security: [],
        description:
          'The snapshot check is replaced by comparing the stated status, scores and winners with the replay. With `receipts`, each receipt must be signed by a key of GET /keys and name an entry the log holds with the same hash.',
        headers: Type.Object({ 'idempotency-key': IdempotencyKeyHeader }),
        body: VerifyRequestRef,
        response: {
          200: withHeaders(described(VerifyReportRef, 'The checks'), { 'idempotent-replayed': IdempotentReplayedHeader }),
          ...problems(...STORED_PROBLEMS, ...BODY_PROBLEMS, ...IDEMPOTENCY_PROBLEMS),
        },
      },
    },
    async (request, reply) => {
      const { receipts, ...doc } = request.body
      const answer = await answerOnce(writes, idempotency, idempotencyOf(request, undefined), () =>
        renderJson(reply, 200, {}, verifyHistory(doc, receipts === undefined ? {} : { receipts: { list: receipts, keys } })),
      )
      return sendAnswer(reply, answer)
    },
  )
}
