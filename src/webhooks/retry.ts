/**
 * When a failed delivery is tried again (spec/play.md): the first retry after at most 5 s, then
 * doubling delays capped at one hour, for at least 24 hours after the first attempt; then it is
 * given up.
 */
export interface RetryPolicy {
  /** Delay before the second attempt. */
  readonly firstRetryMs: number
  /** The longest delay between two attempts. */
  readonly maxRetryMs: number
  /** Attempts go on until this long after the first one. */
  readonly retryForMs: number
}

/** 4 s: the spec's "at most 5 s" after the failure, with room for the worker's wake-up and claim. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { firstRetryMs: 4_000, maxRetryMs: 60 * 60 * 1000, retryForMs: 24 * 60 * 60 * 1000 }

/**
 * The delay before the attempt after failed attempt number `attempt` (1 for the first), made at
 * `at`, the first having been made at `firstAt`; null to give up.
 */
export function retryDelay(policy: RetryPolicy, attempt: number, at: Date, firstAt: Date): number | null {
  if (at.getTime() - firstAt.getTime() >= policy.retryForMs) return null
  return Math.min(policy.firstRetryMs * 2 ** Math.min(attempt - 1, 40), policy.maxRetryMs)
}
