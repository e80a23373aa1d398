/** What a verification reports: one result per check, each failure with the seq it concerns and why. */

export const CHECK_NAMES = ['chain', 'setup', 'replay', 'outcome', 'snapshot', 'commitment', 'draws', 'receipts'] as const
export type CheckName = (typeof CHECK_NAMES)[number]

export interface Check {
  readonly name: CheckName
  readonly ok: boolean
  /** The log entry of the first failure. */
  readonly seq?: number
  readonly reason?: string
}

export interface VerifyReport {
  readonly ok: boolean
  readonly checks: readonly Check[]
}

export function passed(name: CheckName): Check {
  return { name, ok: true }
}

export function failed(name: CheckName, seq: number, reason: string): Check {
  return { name, ok: false, seq, reason }
}
