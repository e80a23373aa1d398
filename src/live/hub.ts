/**
 * Wakes the readers of live events (SSE streams, long polls) when a game gets a new log entry or a
 * player a new event, whichever process appended it: this process's service calls `appended` once
 * its append committed, and every process's appends arrive by LISTEN on APPENDED_CHANNEL (the
 * append statement NOTIFYs when some process watches its game or a player it tells: each watch
 * holds a mark, store/watch-locks.ts). A wake-up only tells a reader to read again: what it sends
 * comes from the database, in order, so a doubled or early wake-up costs a read, never a wrong event.
 */
import type { Database } from '../store/database.js'
import type { Listening } from '../store/notifications.js'
import type { WatchKind } from '../store/watch-locks.js'
import { PlayerEventStore } from '../store/player-events.js'
import { Wakeup } from './wakeup.js'

/** What an append tells the others; also the JSON payload of NOTIFY carcassonne_appended ({ g, s, p }). */
export interface Appended {
  readonly gameId: string
  readonly seq: number
  /** Players that got an event (player_events) with this entry. */
  readonly players: readonly string[]
}

export const APPENDED_CHANNEL = 'carcassonne_appended'

/**
 * How long a game or player stays marked watched after its last reader here left: a client that
 * polls again soon finds the mark still held (no lock round trip), at the price of a few spare NOTIFYs.
 */
const MARK_LINGER_MS = 10_000

/** A reader's subscription; `stop` it when the reader is done. */
export interface Watch {
  readonly wakeup: Wakeup
  stop(): void
}

/** A game reader's subscription: appends up to the seq it has `seen` do not wake it. */
export interface GameWatch extends Watch {
  seen(seq: number): void
}

export class LiveHub {
  /** Player streams read their events here (the hub holds the database). */
  readonly playerEvents: PlayerEventStore
  private readonly gameReaders = new Map<string, Set<{ wakeup: Wakeup; seen: number }>>()
  private readonly playerReaders = new Map<string, Set<Wakeup>>()
  private listening: Listening | null = null
  /** The marks this process holds, with their readers here (none while lingering). */
  private readonly marks = new Map<string, { readers: number; taken: Promise<void>; linger?: NodeJS.Timeout }>()
  private draining = false

  constructor(
    private readonly database: Database,
    private readonly markLingerMs = MARK_LINGER_MS,
  ) {
    this.playerEvents = new PlayerEventStore(database.prisma)
  }

  async start(): Promise<void> {
    this.listening = await this.database.listen(APPENDED_CHANNEL, {
      notified: (payload) => {
        const note = parseAppended(payload)
        if (note !== null) this.appended(note)
      },
      // Appends made while the connection was down woke no one: everyone reads again.
      resumed: () => this.wakeEveryone(),
    })
  }

  /** True once the server closes: readers finish with what they have (streams end, long polls answer). */
  get closing(): boolean {
    return this.draining
  }

  /** Called before the server closes, so that open streams and long polls do not hold it open. */
  drain(): void {
    this.draining = true
    this.wakeEveryone()
  }

  async close(): Promise<void> {
    this.drain()
    for (const mark of this.marks.values()) clearTimeout(mark.linger)
    this.marks.clear()
    const listening = this.listening
    this.listening = null
    await listening?.stop()
  }

  /** Called by the service once an append of this process committed (and for every NOTIFY). */
  appended(note: Appended): void {
    for (const reader of this.gameReaders.get(note.gameId) ?? []) if (note.seq > reader.seen) reader.wakeup.wake()
    for (const player of note.players) for (const wakeup of this.playerReaders.get(player) ?? []) wakeup.wake()
  }

  /**
   * Wakes on appends to `gameId` after entry `seen`. Resolves once every process's appends to it
   * notify: subscribe, then read, then wait.
   */
  async watchGame(gameId: string, seen: number): Promise<GameWatch> {
    const reader = { wakeup: new Wakeup(), seen }
    const unsubscribe = subscribe(this.gameReaders, gameId, reader)
    const unmark = await this.mark('game', gameId)
    return {
      wakeup: reader.wakeup,
      seen: (seq) => {
        reader.seen = Math.max(reader.seen, seq)
      },
      stop: () => {
        unsubscribe()
        unmark()
      },
    }
  }

  /** Wakes on new events of `playerId` (resolves as watchGame does). */
  async watchPlayer(playerId: string): Promise<Watch> {
    const wakeup = new Wakeup()
    const unsubscribe = subscribe(this.playerReaders, playerId, wakeup)
    const unmark = await this.mark('player', playerId)
    return {
      wakeup,
      stop: () => {
        unsubscribe()
        unmark()
      },
    }
  }

  /** Holds the mark of `id` for one more reader; resolves once held, with its release. */
  private async mark(kind: WatchKind, id: string): Promise<() => void> {
    const key = `${kind}:${id}`
    let mark = this.marks.get(key)
    if (mark === undefined) this.marks.set(key, (mark = { readers: 0, taken: this.listening?.hold(kind, id) ?? Promise.resolve() }))
    clearTimeout(mark.linger)
    mark.linger = undefined
    mark.readers++
    await mark.taken
    let released = false
    return () => {
      if (released) return
      released = true
      if (--mark.readers > 0 || this.marks.get(key) !== mark) return
      mark.linger = setTimeout(() => {
        this.marks.delete(key)
        this.listening?.release(kind, id)
      }, this.markLingerMs)
      mark.linger.unref()
    }
  }

  private wakeEveryone(): void {
    for (const readers of this.gameReaders.values()) for (const reader of readers) reader.wakeup.wake()
    for (const readers of this.playerReaders.values()) for (const wakeup of readers) wakeup.wake()
  }
}

function subscribe<T>(readers: Map<string, Set<T>>, key: string, reader: T): () => void {
  let set = readers.get(key)
  if (set === undefined) readers.set(key, (set = new Set()))
  set.add(reader)
  return () => {
    set.delete(reader)
    if (set.size === 0 && readers.get(key) === set) readers.delete(key)
  }
}

/** A NOTIFY payload `{ "g": gameId, "s": seq, "p": [playerId, ...] }`, or null when it is not one. */
export function parseAppended(payload: string): Appended | null {
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return null
  }
  const { g, s, p } = (value ?? {}) as { g?: unknown; s?: unknown; p?: unknown }
  if (typeof g !== 'string' || !Number.isInteger(s)) return null
  const players = Array.isArray(p) ? p.filter((x): x is string => typeof x === 'string') : []
  return { gameId: g, seq: s as number, players }
}
