/**
 * GET /games/{id}/actions?after=SEQ&wait=SECONDS: the entries after SEQ at once when there are
 * some, else as soon as one is appended (by any process), else none after SECONDS.
 */
import type { GameService } from '../service/games.js'
import type { ActionRecord } from '../store/games.js'
import type { LiveHub } from './hub.js'
import type { Viewer } from '../hidden/redact.js'

export async function waitForActions(
  games: GameService,
  hub: LiveHub,
  id: string,
  page: { after?: number; limit?: number },
  viewer: Viewer,
  waitMs: number,
  /** Aborted when the client goes away: stop waiting. */
  gone: AbortSignal,
): Promise<ActionRecord[]> {
  const deadline = Date.now() + waitMs
  // Subscribed before the first read: an append between a read and the wait still wakes it.
  const watch = await hub.watchGame(id, page.after ?? -1)
  const wake = () => watch.wakeup.wake()
  gone.addEventListener('abort', wake)
  try {
    for (;;) {
      const entries = await games.actions(id, page, viewer)
      if (entries.length > 0 || hub.closing || gone.aborted) return entries
      const left = deadline - Date.now()
      if (left <= 0 || !(await watch.wakeup.wait(left))) return []
    }
  } finally {
    gone.removeEventListener('abort', wake)
    watch.stop()
  }
}
