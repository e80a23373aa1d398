/**
 * The loop every write takes: optimistic retries when another write moved the game first, and the
 * Idempotency-Key rules: a retry of a stored request gets the stored answer and writes nothing,
 * the same key with another request is refused, and so is a retry while the first is in flight.
 */
import { IdempotencyKeyTakenError, type IdempotencyStore } from '../store/idempotency.js'
import { VersionConflictError } from '../store/errors.js'
import { ServiceError } from './errors.js'

export interface IdempotencyRequest {
  /** Whose key: a hash of the credential, or the client address. */
  readonly scope: string
  readonly key: string
  /** sha256 of the request's method, path and canonical body. */
  readonly fingerprint: string
}

/** A response as it is sent, and stored for retries. */
export interface Rendered {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

export interface Answer<T> extends Rendered {
  /** The stored answer of an earlier request with the same key: this one did nothing. */
  readonly replayed: boolean
  /** What this request did; absent when replayed. */
  readonly outcome?: T
}

/** Attempts per write: a lost race re-reads and re-decides. */
const MAX_ATTEMPTS = 8

export class WriteLoop {
  /** Keys whose first request is being handled by this process. */
  private readonly inFlight = new Set<string>()

  constructor(private readonly keys: IdempotencyStore) {}

  /**
   * Runs `attempt` until it is not refused by a concurrent write. `retry` false: a version
   * conflict is final (If-Match). `attempt` must store its answer under `request` in the
   * statement that appends its entry.
   */
  async run<T>(request: IdempotencyRequest | undefined, retry: boolean, attempt: () => Promise<{ rendered: Rendered; outcome: T }>): Promise<Answer<T>> {
    const slot = request === undefined ? undefined : `${request.scope}\n${request.key}`
    if (slot !== undefined) {
      if (this.inFlight.has(slot)) throw new ServiceError('IDEMPOTENCY_KEY_IN_USE', 'a request with this Idempotency-Key is still being handled; retry once it has been answered')
      this.inFlight.add(slot)
    }
    try {
      for (let n = 1; ; n++) {
        const stored = await this.stored(request)
        if (stored !== null) return stored
        try {
          const { rendered, outcome } = await attempt()
          return { ...rendered, replayed: false, outcome }
        } catch (error) {
          const again = error instanceof IdempotencyKeyTakenError || (error instanceof VersionConflictError && retry)
          if (again && n < MAX_ATTEMPTS) continue
          // The same request may have been answered meanwhile by another process: the game moved on
          // because of it, so that answer, not this refusal, is the request's.
          const answered = await this.stored(request)
          if (answered !== null) return answered
          if (error instanceof VersionConflictError) throw versionConflict(error.actualVersion)
          throw error
        }
      }
    } finally {
      if (slot !== undefined) this.inFlight.delete(slot)
    }
  }

  /** The stored answer of an earlier request with this key, if any; IDEMPOTENCY_KEY_REUSED when that request was another. */
  private async stored(request: IdempotencyRequest | undefined): Promise<Answer<never> | null> {
    if (request === undefined) return null
    const stored = await this.keys.find(request.scope, request.key)
    if (stored === null) return null
    if (stored.fingerprint !== request.fingerprint) {
      throw new ServiceError('IDEMPOTENCY_KEY_REUSED', 'this Idempotency-Key was used for another request (method, path or body differ)')
    }
    return { status: stored.status, headers: stored.headers, body: stored.body, replayed: true }
  }
}

/** For a POST that changes nothing (POST /verify): the answer is stored on its own. */
export async function answerOnce(loop: WriteLoop, keys: IdempotencyStore, request: IdempotencyRequest | undefined, produce: () => Rendered): Promise<Answer<undefined>> {
  return loop.run(request, false, async () => {
    const rendered = produce()
    if (request !== undefined) await keys.remember({ ...request, ...rendered })
    return { rendered, outcome: undefined }
  })
}

export function versionConflict(current: number | undefined): ServiceError {
  return current === undefined
    ? new ServiceError('VERSION_CONFLICT', 'the game changed while this request was handled')
    : new ServiceError('VERSION_CONFLICT', `the game is at version ${current}`, { version: current })
}
