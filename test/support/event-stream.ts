/**
 * Requests whose answer may never end (Server-Sent Events): sent over a real connection, read
 * until the server ends the answer or for a bounded time, then the connection is dropped. (Fastify's
 * inject waits for the end of the answer, which an open stream never reaches.) And the checks of
 * the events read: every event complete with an id, a type and JSON data.
 */
import { request, type IncomingHttpHeaders } from 'node:http'

export interface Received {
  readonly statusCode: number
  readonly headers: IncomingHttpHeaders
  /** The body as read: all of it, or (an open stream) what came within the read window. */
  readonly body: string
  /** The server ended the answer (an open stream was cut by the client instead). */
  readonly ended: boolean
}

export interface ReadLimits {
  /** Give up (an error) when the head takes longer. */
  readonly headMs: number
  /** Stop reading a 200 stream after this long without a chunk: what is in the log arrives at once. */
  readonly quietMs: number
  /** Stop reading a 200 stream after this long in all. */
  readonly maxMs: number
  /** Give up (an error) when another answer does not end within this. */
  readonly endMs: number
}

export interface BoundedRequest {
  readonly method: string
  /** Path and query, sent byte for byte. */
  readonly url: string
  readonly headers: Record<string, string>
  readonly payload?: string | Buffer
}

/** Sends `req` to `base` (http://host:port) and reads the answer within `limits`. */
export function sendBounded(base: string, req: BoundedRequest, limits: ReadLimits): Promise<Received> {
  const { hostname, port } = new URL(base)
  const headers = { ...req.headers, ...(req.payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(req.payload)) }) }
  return new Promise((resolve, reject) => {
    const timers: NodeJS.Timeout[] = []
    const after = (ms: number, then: () => void) => timers.push(setTimeout(then, ms))
    let settled = false
    const settle = (then: () => void) => {
      if (settled) return
      settled = true
      for (const timer of timers) clearTimeout(timer)
      then()
    }
    const fail = (error: Error) =>
      settle(() => {
        outgoing.destroy()
        reject(error)
      })
    // agent: false: a connection of its own, so that dropping it ends exactly this request.
    const outgoing = request({ hostname, port, method: req.method, path: req.url, headers, agent: false }, (res) => {
      for (const timer of timers.splice(0)) clearTimeout(timer) // the head came
      res.setEncoding('utf8')
      let body = ''
      const done = (ended: boolean) =>
        settle(() => {
          if (!ended) outgoing.destroy()
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body, ended })
        })
      const stream = res.statusCode === 200 && /^text\/event-stream\b/.test(String(res.headers['content-type']))
      let quiet: NodeJS.Timeout | undefined
      const restartQuiet = () => {
        clearTimeout(quiet)
        quiet = setTimeout(() => done(false), limits.quietMs)
        timers.push(quiet)
      }
      if (stream) {
        after(limits.maxMs, () => done(false))
        restartQuiet()
      } else after(limits.endMs, () => fail(new Error(`the ${res.statusCode} answer did not end within ${limits.endMs} ms`)))
      res.on('data', (chunk: string) => {
        body += chunk
        if (stream) restartQuiet()
      })
      res.on('end', () => done(true))
      res.on('error', () => done(false))
    })
    after(limits.headMs, () => fail(new Error(`no response head within ${limits.headMs} ms`)))
    outgoing.on('error', fail)
    outgoing.end(req.payload)
  })
}

export interface StreamEvent {
  readonly id?: string
  readonly event?: string
  readonly data: string
}

/** The complete events of an SSE body (a trailing partial one, cut by the client, is left out). */
export function parseEvents(body: string): StreamEvent[] {
  const events: StreamEvent[] = []
  const complete = body.slice(0, Math.max(body.lastIndexOf('\n\n'), body.lastIndexOf('\r\n\r\n')) + 1)
  for (const block of complete.split(/\r?\n\r?\n/)) {
    let id: string | undefined
    let event: string | undefined
    const data: string[] = []
    let fields = 0
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) continue // comments: keep-alives
      fields++
      const colon = line.indexOf(':')
      const name = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (name === 'id') id = value
      else if (name === 'event') event = value
      else if (name === 'data') data.push(value)
    }
    if (fields > 0) events.push({ id, event, data: data.join('\n') })
  }
  return events
}

/** What is wrong with the events of an SSE body: each needs an id, a type and JSON data. */
export function eventProblems(events: readonly StreamEvent[]): string[] {
  const problems: string[] = []
  events.forEach((e, i) => {
    if (e.id === undefined || e.id === '') problems.push(`event ${i} has no id`)
    if (e.event === undefined || e.event === '') problems.push(`event ${i} has no type`)
    try {
      JSON.parse(e.data)
    } catch {
      problems.push(`event ${i} (${e.event}): data is not JSON: ${JSON.stringify(e.data.slice(0, 80))}`)
    }
  })
  return problems
}
