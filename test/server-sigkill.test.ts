// The embedded server killed with SIGKILL while clients are playing: restarted on the same folder
// (taking over the dead server's stale lock), it has every write it acknowledged, and the log of
// every game verifies (npm run verify).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { LOCK_FILE, readHolder } from '../src/store/data-lock.js'
import { chooser } from './helpers/app.js'
import { run, startServer, stop, VERIFY } from './helpers/server.js'

const CLIENTS = 3
/** Kill the server once this many writes have been acknowledged in all. */
const KILL_AFTER = 45

async function request(url: string, method: 'GET' | 'POST', body?: object, token?: string): Promise<Response> {
  return fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
}

interface Client {
  id: string
  /** Acknowledged writes: version -> headHash, from the 200 answers. */
  acked: Map<number, string>
  /** Why the client stopped (the server died under it, normally). */
  ended?: string
}

/** Plays turns on its game (draw, then a legal placement, then score) until the server goes away. */
async function play(base: string, client: Client, tokens: string[], seed: number, onAck: () => void): Promise<void> {
  const pick = chooser(seed)
  try {
    for (;;) {
      const game = await (await request(`${base}/games/${client.id}`, 'GET')).json()
      if (game.status !== 'active') return void (client.ended = 'finished')
      const token = tokens[game.turn.seat]
      let res: Response
      if (game.turn.phase === 'draw') res = await request(`${base}/games/${client.id}/draw`, 'POST', undefined, token)
      else if (game.turn.phase === 'place') {
        const { placements } = await (await request(`${base}/games/${client.id}/legal`, 'GET')).json()
        res = await request(`${base}/games/${client.id}/place`, 'POST', placements[pick(placements.length)], token)
      } else res = await request(`${base}/games/${client.id}/score`, 'POST', undefined, token)
      const body = await res.json()
      if (res.status !== 200) return void (client.ended = `${res.status} ${JSON.stringify(body)}`)
      client.acked.set(body.game.version, body.game.headHash)
      onAck()
    }
  } catch (error) {
    client.ended = String((error as Error).cause ?? error)
  }
}

t.test('SIGKILL while clients write: a restart has every acknowledged write, and the logs verify', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-sigkill-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const first = await startServer({ DATA_DIR: dataDir })
  t.teardown(() => stop(first, 'SIGKILL'))

  const clients: Client[] = []
  const tokens: string[][] = []
  for (let i = 0; i < CLIENTS; i++) {
    const res = await request(`${first.url}/games`, 'POST', { players: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }] })
    const created = await res.json()
    t.equal(res.status, 201)
    clients.push({ id: created.game.id, acked: new Map([[created.game.version, created.game.headHash]]) })
    tokens.push(created.seats.map((s: { token: string }) => s.token))
  }
  let acks = 0
  let killed: Promise<number | null> | undefined
  const onAck = () => {
    if (++acks === KILL_AFTER) killed = stop(first, 'SIGKILL')
  }
  await Promise.all(clients.map((client, i) => play(first.url, client, tokens[i], i + 1, onAck)))
  t.ok(killed, `the server was killed after ${KILL_AFTER} acknowledged writes`)
  t.equal(await killed, null, 'by the signal')
  for (const client of clients) t.not(client.ended, 'finished', `client of ${client.id} was still playing (it ended: ${client.ended})`)
  const stale = readHolder(join(dataDir, LOCK_FILE))
  t.match(stale, { pid: first.child.pid }, 'the killed server left its lock behind')

  const second = await startServer({ DATA_DIR: dataDir })
  t.teardown(() => stop(second, 'SIGKILL'))
  t.match(readHolder(join(dataDir, LOCK_FILE)), { pid: second.child.pid }, 'the restarted server took the stale lock over')
  for (const client of clients) {
    const game = await (await request(`${second.url}/games/${client.id}`, 'GET')).json()
    const { actions } = await (await request(`${second.url}/games/${client.id}/actions`, 'GET')).json()
    const last = Math.max(...client.acked.keys())
    t.ok(game.version >= last, `game ${client.id}: version ${game.version} >= last acknowledged ${last} (${client.acked.size} acknowledged)`)
    t.equal(actions.length, game.version + 1, `game ${client.id}: the log holds entries 0..${game.version}`)
    const mismatched = [...client.acked].filter(([seq, hash]) => actions[seq]?.seq !== seq || actions[seq]?.hash !== hash)
    t.same(mismatched, [], `game ${client.id}: every acknowledged entry is in the log with its hash`)
    t.equal(game.headHash, actions[actions.length - 1].hash, `game ${client.id}: the head is the last entry`)
  }
  t.equal(await stop(second), 0, 'the restarted server stops cleanly')

  const verify = await run(VERIFY, { DATA_DIR: dataDir })
  t.equal(verify.code, 0, verify.stderr)
  t.match(verify.stdout, `checked ${CLIENTS} games (pglite): ${CLIENTS} verified, 0 failed\n`)
})
