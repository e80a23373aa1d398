// A Server-Sent Events client for the live tests: it keeps every event and comment line it
// received, in order, with the time it arrived, and lets a test wait for the next ones.
import { request as httpRequest, type IncomingHttpHeaders, type ClientRequest } from 'node:http'

export interface SseEvent {
  kind: 'event'
  id?: string
  event?: string
  data: string
  /** performance.now() when its blank line arrived. */
  at: number
}

export interface SseComment {
  kind: 'comment'
  text: string
  at: number
}

export type SseItem = SseEvent | SseComment

export interface SseConnection {
  status: number
  headers: IncomingHttpHeaders
  /** Everything received so far, in order. */
  items: SseItem[]
  events(): SseEvent[]
  /** The body so far, as received (for exact format checks). */
  raw(): string
  /** Resolves once `n` events have arrived (rejects after `timeoutMs`, with what arrived). */
  waitForEvents(n: number, timeoutMs?: number): Promise<SseEvent[]>
  /** Resolves once a comment line arrives after the `after`-th item. */
  waitForComment(after: number, timeoutMs?: number): Promise<SseComment>
  /** Resolves when the server ends the response (with the performance.now() of the end). */
  ended: Promise<number>
  /** Drops the connection (as a client going away). */
  close(): void
  /** The body of a non-200 answer. */
  body: Promise<string>
}

/** Opens `url` and resolves once the response head arrived. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req: ClientRequest = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8')
      res.on('error', () => {}) // a connection the test drops
      const items: SseItem[] = []
      let text = ''
      let pending = ''
      let current: { id?: string; event?: string; data: string[] } = { data: [] }
      let waiters: (() => void)[] = []
      const notify = () => {
        const now = waiters
        waiters = []
        for (const w of now) w()
      }
      let endedAt: number | null = null
      const ended = new Promise<number>((done) => {
        const finish = () => {
          if (endedAt === null) endedAt = performance.now()
          notify()
          done(endedAt)
        }
        res.on('end', finish)
        res.on('close', finish)
      })
      const body = new Promise<string>((done) => res.on('end', () => done(text)))
      res.on('data', (chunk: string) => {
        text += chunk
        pending += chunk
        let newline: number
        while ((newline = pending.indexOf('\n')) >= 0) {
          const line = pending.slice(0, newline)
          pending = pending.slice(newline + 1)
          const at = performance.now()
          if (line === '') {
            if (current.data.length > 0 || current.id !== undefined || current.event !== undefined) {
              items.push({ kind: 'event', id: current.id, event: current.event, data: current.data.join('\n'), at })
            }
            current = { data: [] }
          } else if (line.startsWith(':')) {
            items.push({ kind: 'comment', text: line.slice(1).trim(), at })
          } else {
            const colon = line.indexOf(':')
            const field = colon < 0 ? line : line.slice(0, colon)
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
            if (field === 'id') current.id = value
            else if (field === 'event') current.event = value
            else if (field === 'data') current.data.push(value)
          }
        }
        notify()
      })
      const until = <T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
        new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`timed out waiting for ${what}; received ${JSON.stringify(items).slice(0, 2000)}`)), timeoutMs)
          const attempt = () => {
            const value = check()
            if (value !== undefined) {
              clearTimeout(timer)
              done(value)
            } else if (endedAt !== null) {
              clearTimeout(timer)
              fail(new Error(`the stream ended while waiting for ${what}; received ${JSON.stringify(items).slice(0, 2000)}`))
            } else waiters.push(attempt)
          }
          attempt()
        })
      const events = () => items.filter((i): i is SseEvent => i.kind === 'event')
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        items,
        events,
        raw: () => text,
        waitForEvents: (n, timeoutMs = 10_000) => until(() => (events().length >= n ? events() : undefined), timeoutMs, `${n} events`),
        waitForComment: (after, timeoutMs = 10_000) =>
          until(() => items.slice(after).find((i): i is SseComment => i.kind === 'comment'), timeoutMs, `a comment after item ${after}`),
        ended,
        close: () => req.destroy(),
        body,
      })
    })
    req.on('error', reject)
    req.end()
  })
}
