/**
 * The wake-ups of one reader (a stream or a long poll). It keeps one pending flag, so that a
 * wake-up that arrives while its reader is busy reading is not lost: the next wait returns at once.
 */
export class Wakeup {
  private pending = false
  private release: (() => void) | null = null

  wake(): void {
    this.pending = true
    this.release?.()
  }

  /**
   * Resolves true at the next wake-up (at once when one came since the last wait), or false after
   * `ms` milliseconds (never when `ms` is undefined).
   */
  wait(ms?: number): Promise<boolean> {
    if (this.pending) {
      this.pending = false
      return Promise.resolve(true)
    }
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(() => finish(false), ms)
      const finish = (woken: boolean) => {
        clearTimeout(timer)
        this.release = null
        if (woken) this.pending = false
        resolve(woken)
      }
      this.release = () => finish(true)
    })
  }
}
