/**
 * GET /games/{id}/events: the log entries after `after` as events (id = seq, event = type, data =
 * the entry as GET /games/{id}/actions shows it to `viewer`), then each new one, ending after the entry that
 * finishes the game. One loop reads and writes, so no entry is sent twice or out of order, and it
 * subscribes before its first read, so no append between a read and the next wait is missed.
 */
import type { FastifyBaseLogger } from 'fastify'
import { exportEntry } from '../audit/export.js'
import type { GameService } from '../service/games.js'
import type { LiveHub } from './hub.js'
import type { EventStream } from './sse.js'
import type { Viewer } from '../hidden/redact.js'

/** Entries read at a time. */
const PAGE = 200

export async function streamGameEvents(stream: EventStream, games: GameService, hub: LiveHub, id: string, after: number, viewer: Viewer, log: FastifyBaseLogger): Promise<void> {
  const watch = await hub.watchGame(id, after)
  stream.onClose(() => watch.wakeup.wake())
  let last = after
  try {
    while (stream.open && !hub.closing) {
      const entries = await games.actions(id, { after: last, limit: PAGE }, viewer)
      for (const entry of entries) {
        if (!stream.open) return
        await stream.send(String(entry.seq), entry.type, exportEntry(entry))
        last = entry.seq
      }
      watch.seen(last)
      // Read after the entries: a game finished by now has every entry in the log already.
      const { record } = await games.load(id)
      if (record.status === 'finished') {
        if (last >= record.version) return
        continue
      }
      if (entries.length === PAGE) continue
      await watch.wakeup.wait()
    }
  } catch (error) {
    // The head is sent: a failed read (the database gone) ends the stream; the client resumes.
    log.warn({ err: error, gameId: id }, 'game event stream ended by a failed read')
  } finally {
    watch.stop()
    stream.end(hub.closing)
  }
}
