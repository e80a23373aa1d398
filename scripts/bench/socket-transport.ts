/**
 * The benchmark's HTTP/1.1 client on bare keep-alive sockets. The clients share the machine with the
 * server and PostgreSQL, so their CPU lowers what the service can reach: Node's `http.request`
 * (agent, header objects, streams) cost the clients about 0.2 ms of CPU per accepted write, this
 * about half as much. It speaks only what the service answers: a status line, headers and a body of
 * `Content-Length` bytes; anything else is reported as status 0, as a network error or a timeout is.
 */
import net from 'node:net'
import type { Reply, Transport } from './driver.js'

const HEADER_END = Buffer.from('\r\n\r\n')

/** One answer read from `data`, or undefined while it is incomplete; throws if it cannot be read. */
export function parseResponse(data: Buffer): { reply: Reply; close: boolean; used: number } | undefined {
  const headerEnd = data.indexOf(HEADER_END)
  if (headerEnd < 0) return undefined
  const head = data.toString('latin1', 0, headerEnd)
  const lines = head.split('\r\n')
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0])
  if (!status) throw new Error(`not an HTTP/1.1 status line: ${JSON.stringify(lines[0].slice(0, 80))}`)
  let length: number | undefined
  let close = false
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).toLowerCase()
    if (name === 'content-length') length = Number(line.slice(colon + 1).trim())
    else if (name === 'connection') close = line.slice(colon + 1).trim().toLowerCase() === 'close'
    else if (name === 'transfer-encoding') throw new Error(`unsupported Transfer-Encoding: ${line.slice(colon + 1).trim()}`)
  }
  if (length === undefined || !Number.isSafeInteger(length) || length < 0) throw new Error('an answer without a valid Content-Length')
  const used = headerEnd + HEADER_END.length + length
  if (data.length < used) return undefined
  const text = data.toString('utf8', headerEnd + HEADER_END.length, used)
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // keep the text: it is reported as is
  }
  return { reply: { status: Number(status[1]), body }, close, used }
}

/** The request's bytes: a GET or a POST with an optional JSON body and bearer token. */
export function requestText(host: string, method: 'GET' | 'POST', path: string, body?: object, token?: string): string {
  let text = `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n`
  if (token !== undefined) text += `Authorization: Bearer ${token}\r\n`
  if (body !== undefined) {
    const payload = JSON.stringify(body)
    return `${text}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`
  }
  return method === 'POST' ? `${text}Content-Length: 0\r\n\r\n` : `${text}\r\n`
}

/**
 * Requests to one server, each on an idle keep-alive socket or a new one (a client has one request
 * in flight, so there are about as many sockets as clients). A network error, a timeout or an
 * answer this client cannot read answers status 0 and closes its socket.
 */
export function socketTransport(baseUrl: string, timeoutMs = 30_000): { transport: Transport; close(): void } {
  const url = new URL(baseUrl)
  const port = Number(url.port)
  const idle: net.Socket[] = []
  const open = new Set<net.Socket>()

  const transport: Transport = (method, path, body, token) =>
    new Promise((resolve) => {
      const socket = idle.pop() ?? connect()
      let data: Buffer = Buffer.alloc(0)
      const finish = (reply: Reply, reuse: boolean): void => {
        socket.off('data', onData).off('error', onFailure).off('close', onClosed).off('timeout', onTimeout)
        socket.setTimeout(0)
        if (reuse) idle.push(socket)
        else socket.destroy()
        resolve(reply)
      }
      const onFailure = (error: Error): void => finish({ status: 0, body: String(error) }, false)
      const onClosed = (): void => finish({ status: 0, body: 'the server closed the connection' }, false)
      const onTimeout = (): void => onFailure(new Error(`no answer within ${timeoutMs} ms`))
      const onData = (chunk: Buffer): void => {
        data = data.length === 0 ? chunk : Buffer.concat([data, chunk])
        let answer
        try {
          answer = parseResponse(data)
        } catch (error) {
          return onFailure(error as Error)
        }
        if (answer === undefined) return
        if (answer.used !== data.length) return onFailure(new Error('bytes after the answer'))
        finish(answer.reply, !answer.close)
      }
      socket.on('data', onData).on('error', onFailure).on('close', onClosed).on('timeout', onTimeout)
      socket.setTimeout(timeoutMs)
      socket.write(requestText(url.host, method, path, body, token))
    })

  function connect(): net.Socket {
    const socket = net.connect({ host: url.hostname, port, noDelay: true })
    open.add(socket)
    socket.on('close', () => {
      open.delete(socket)
      const at = idle.indexOf(socket)
      if (at >= 0) idle.splice(at, 1)
    })
    // An idle socket's error (the server closed it) is handled by its 'close'; bytes on an idle
    // socket answer no request, so it is not used again.
    socket.on('error', () => {})
    socket.on('data', () => {
      if (idle.includes(socket)) socket.destroy()
    })
    return socket
  }

  return {
    transport,
    close: () => {
      for (const socket of open) socket.destroy()
    },
  }
}
