/**
 * GET /players/me/events: the player's events after `after` (player_events ids), then each new
 * one, until the client leaves or the server closes. Rows are sent in id order and only up to the
 * ids that are final (SettledIds), so that a row committed late with a smaller id is not skipped.
 */
import type { FastifyBaseLogger } from 'fastify'
import { SettledIds } from '../store/player-events.js'
import type { LiveHub } from './hub.js'
import type { EventStream } from './sse.js'

/** Events read at a time. */
const PAGE = 200
/** How soon to look again while rows wait for other transactions, whose commits may wake no one here. */
const SETTLE_RECHECK_MS = 50

export async function streamPlayerEvents(stream: EventStream, hub: LiveHub, playerId: string, after: bigint, log: FastifyBaseLogger): Promise<void> {
  const watch = await hub.watchPlayer(playerId)
  stream.onClose(() => watch.wakeup.wake())
  const settled = new SettledIds(hub.playerEvents)
  let last = after
  try {
    while (stream.open && !hub.closing) {
      const bound = await settled.bound()
      const events = await hub.playerEvents.after(playerId, last, PAGE)
      const ready = events.filter((event) => event.rowId <= bound)
      for (const event of ready) {
        if (!stream.open) return
        await stream.send(event.id, event.type, event.data)
        last = event.rowId
      }
      if (ready.length === PAGE) continue
      await watch.wakeup.wait(ready.length < events.length ? SETTLE_RECHECK_MS : undefined)
    }
  } catch (error) {
    log.warn({ err: error, playerId }, 'player event stream ended by a failed read')
  } finally {
    watch.stop()
    stream.end(hub.closing)
  }
}
