/**
 * One Server-Sent Events response: the reply is hijacked (Fastify sends nothing more), the head is
 * written at once, events are written whole, one write each (so a keep-alive comment never splits
 * one), and a comment line keeps idle proxies and clients from closing the connection.
 */
import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** How often a comment line is sent: spec/play.md asks for one at least every 15 s, and a timer on a busy server fires late. */
export const KEEP_ALIVE_MS = 10_000

export const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  // nginx would otherwise buffer the stream.
  'x-accel-buffering': 'no',
} as const

export class EventStream {
  private ended = false
  private readonly keepAlive: NodeJS.Timeout
  private readonly closeListeners: (() => void)[] = []

  constructor(
    request: FastifyRequest,
    private readonly reply: FastifyReply,
    keepAliveMs: number,
  ) {
    // The headers the hooks set so far (rate limits, CORS; helmet's are on the raw response
    // already). Hijacked, the reply skips the onSend hooks, so the request id is added here.
    const headers: OutgoingHttpHeaders = { ...(reply.getHeaders() as OutgoingHttpHeaders), 'x-request-id': request.id, ...SSE_HEADERS }
    reply.hijack()
    const raw = reply.raw
    raw.writeHead(200, headers)
    raw.flushHeaders()
    this.keepAlive = setInterval(() => this.write(': keep-alive\n\n'), keepAliveMs)
    raw.once('close', () => this.finish())
  }

  /** False once the stream ended or the client went away. */
  get open(): boolean {
    return !this.ended
  }

  /** Called once when the stream ends, whoever ends it. */
  onClose(listener: () => void): void {
    if (this.ended) listener()
    else this.closeListeners.push(listener)
  }

  /** Writes one event; resolves once the connection can take more (or closed). */
  async send(id: string, event: string, data: unknown): Promise<void> {
    if (this.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`) || !this.open) return
    await new Promise<void>((resolve) => {
      const done = () => {
        this.reply.raw.off('drain', done)
        this.reply.raw.off('close', done)
        resolve()
      }
      this.reply.raw.once('drain', done)
      this.reply.raw.once('close', done)
    })
  }

  /** Ends the response; `closeConnection` also closes the connection (the server is closing: no request follows). */
  end(closeConnection = false): void {
    if (this.ended) return
    const raw = this.reply.raw
    const socket = raw.socket // detached from the response once it finished
    raw.end(() => {
      if (closeConnection) socket?.destroy()
    })
    this.finish()
  }

  /** True when the connection takes more at once (false also when the stream has ended). */
  private write(chunk: string): boolean {
    if (this.ended || this.reply.raw.destroyed) return false
    return this.reply.raw.write(chunk)
  }

  private finish(): void {
    if (this.ended) return
    this.ended = true
    clearInterval(this.keepAlive)
    for (const listener of this.closeListeners.splice(0)) listener()
  }
}
