// A request that arrives while the server drains (app.close()): a request in flight when close()
// begins keeps the drain going, and a second connection, half-way through sending its request
// (so that it is not idle and stays open), completes it during the drain.
import type { FastifyInstance } from 'fastify'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { until } from './webhooks.js'

export interface DrainAnswers {
  /** The raw answer to the request in flight (GET /slow, answered `{"done":true}` once let go). */
  inFlight: string
  /** The raw answer to the request completed during the drain. */
  late: string
  /** The client sockets' errors (a connection reset): none expected. */
  errors: string[]
}

/** Listens on `app` (a GET /slow route is added first), sends both requests, closes the app; `lateHead` lacks its final CRLF. */
export async function answersAcrossDrain(app: FastifyInstance, lateHead: string): Promise<DrainAnswers> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let entered!: () => void
  const running = new Promise<void>((resolve) => (entered = resolve))
  app.get('/slow', async () => {
    entered()
    await held
    return { done: true }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const accepted: Socket[] = []
  app.server.on('connection', (socket: Socket) => accepted.push(socket))
  const errors: string[] = []
  const open = () => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += chunk))
    socket.on('error', (error) => errors.push(error.message))
    return { write: (text: string) => socket.write(text), received: () => received, closed: new Promise((resolve) => socket.on('close', resolve)) }
  }
  const slow = open()
  const late = open()
  slow.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n')
  late.write(lateHead)
  // Not a fixed wait: on a starved machine a timer can fire before the connections are accepted,
  // and close() would then reset them. A connection whose first bytes the server has read holds a
  // request begun, so close() does not end it as idle.
  await running
  await until(() => accepted.length === 2 && accepted.every((socket) => socket.bytesRead > 0), 5_000, 'both requests begun')
  const closed = app.close()
  await sleep(100)
  late.write('\r\n')
  await late.closed
  release()
  await closed
  await slow.closed
  return { inFlight: slow.received(), late: late.received(), errors }
}
