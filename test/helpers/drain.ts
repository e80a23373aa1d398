// A request that arrives while the server drains (app.close()): a request in flight when close()
// begins keeps the drain going, and a second connection, half-way through sending its request
// (so that it is not idle and stays open), completes it during the drain.
import type { FastifyInstance } from 'fastify'
import { connect, type AddressInfo } from 'node:net'
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'

export interface DrainAnswers {
  /** The raw answer to the request in flight (GET /slow, answered `{"done":true}` once let go). */
  inFlight: string
  /** The raw answer to the request completed during the drain. */
  late: string
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
  const accepted = new Promise<void>((resolve) => {
    let connections = 0
    app.server.on('connection', () => ++connections === 2 && resolve())
  })
  const open = () => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += chunk))
    return { write: (text: string) => socket.write(text), received: () => received, closed: new Promise((resolve) => socket.on('close', resolve)) }
  }
  const slow = open()
  const late = open()
  slow.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n')
  late.write(lateHead)
  // Not a fixed wait: on a starved machine a timer can fire before the connections are accepted,
  // and close() would then reset them. A few turns of the loop, each reading sockets, read the late head.
  await Promise.all([accepted, running])
  for (let turn = 0; turn < 5; turn++) await nextTurn()
  await sleep(50)
  const closed = app.close()
  await sleep(100)
  late.write('\r\n')
  await late.closed
  release()
  await closed
  await slow.closed
  return { inFlight: slow.received(), late: late.received() }
}
