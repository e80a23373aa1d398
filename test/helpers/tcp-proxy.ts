// A TCP proxy on loopback that can fall silent: from `silence()` on, the connections through it
// carry no byte either way (dropped, as by a network cut that sends no reset); new connections
// are accepted and go as silent. `refuses` ends a connection whose first bytes it refuses (a
// pooler refusing a startup packet) before they reach the target; `delayMs` holds each new
// connection's bytes that long before it connects to the target (a slow server to reach).
import net from 'node:net'
import type { Test } from 'tap'

export interface TcpProxy {
  readonly port: number
  silence(): void
}

export interface TcpProxyOptions {
  refuses?: (first: Buffer) => boolean
  delayMs?: number
}

export async function tcpProxy(t: Test, target: { host: string; port: number }, { refuses, delayMs = 0 }: TcpProxyOptions = {}): Promise<TcpProxy> {
  let silent = false
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {}) // its peer's close follows
  }
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (!silent) to.write(chunk)
    })
    from.on('close', () => to.destroy())
  }
  const connectUpstream = (client: net.Socket) => {
    if (client.destroyed) return
    const upstream = net.connect(target.port, target.host)
    track(upstream)
    if (refuses !== undefined) {
      client.once('data', (first) => {
        if (refuses(first)) {
          client.destroy()
          upstream.destroy()
        }
      })
    }
    forward(client, upstream)
    forward(upstream, client)
    client.resume()
  }
  const server = net.createServer((client) => {
    track(client)
    if (delayMs === 0) return connectUpstream(client)
    client.pause() // what it sends waits, unread, until the upstream connection is made
    setTimeout(() => connectUpstream(client), delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => (silent = true),
  }
}
