// Games for the live tests: an app listening on loopback (streams need a real connection), and
// whole turns played through the API with the first legal placement.
import type { FastifyInstance } from 'fastify'
import type { AddressInfo } from 'node:net'
import { act, getJson } from './app.js'

/** Listens on a free loopback port; the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/** One POST that must be accepted; its body. */
export async function accepted(app: FastifyInstance, id: string, type: 'draw' | 'place' | 'deploy' | 'score', token: string, payload?: object): Promise<any> {
  const res = await act(app, id, type, token, payload)
  if (res.statusCode !== 200) throw new Error(`${type}: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** Draw, the first legal placement, score: three entries. Returns the game after the turn. */
export async function playTurn(app: FastifyInstance, id: string, tokens: readonly string[]): Promise<any> {
  const { game } = await getJson(app, `/games/${id}`).then((g) => ({ game: g }))
  const token = tokens[game.turn.seat]
  await accepted(app, id, 'draw', token)
  const { placements } = await getJson(app, `/games/${id}/legal`)
  await accepted(app, id, 'place', token, placements[0])
  return (await accepted(app, id, 'score', token)).game
}
