// A TCP proxy on loopback that can fall silent: from `silence()` on, the connections through it
// carry no byte either way (dropped, as by a network cut that sends no reset); new connections
// are accepted and go as silent. From `silenceAnswers()` on, only the target's bytes are dropped:
// what the client sends still arrives (a statement runs, its answer is lost). `refuses` ends a connection whose first bytes it refuses (a
// pooler refusing a startup packet) before they reach the target; `delayMs` holds each new
// connection's bytes that long before it connects to the target (a slow server to reach).
import net from 'node:net'
import type { Test } from 'tap'

export interface TcpProxy {
  readonly port: number
  silence(): void
  silenceAnswers(): void
}

export interface TcpProxyOptions {
  refuses?: (first: Buffer) => boolean
  delayMs?: number
}

export async function tcpProxy(t: Test, target: { host: string; port: number }, { refuses, delayMs = 0 }: TcpProxyOptions = {}): Promise<TcpProxy> {
  let silent = false
  let answersSilent = false
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {}) // its peer's close follows
  }
  const server = net.createServer((client) => {
    track(client)
    let upstream: net.Socket | undefined
    /** What the client sent before the upstream connection was made. */
    const early: Buffer[] = []
    let first = true
    client.on('data', (chunk) => {
      if (first && refuses?.(chunk)) return void client.destroy()
      first = false
      if (silent) return
      if (upstream === undefined) early.push(chunk)
      else upstream.write(chunk)
    })
    const connect = () => {
      const to = net.connect(target.port, target.host)
      upstream = to
      track(to)
      for (const chunk of early.splice(0)) if (!silent) to.write(chunk)
      to.on('data', (chunk) => {
        if (!silent && !answersSilent) client.write(chunk)
      })
      to.on('close', () => client.destroy())
      client.on('close', () => to.destroy())
    }
    if (delayMs === 0) return connect()
    // A client that leaves during the delay never reaches the target.
    const timer = setTimeout(connect, delayMs)
    client.on('close', () => clearTimeout(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => (silent = true),
    silenceAnswers: () => (answersSilent = true),
  }
}
