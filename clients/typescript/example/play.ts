// Plays one whole 2-player game against a running carcassonne-service through the typed client:
// create it with a seed, then draw, place (a legal placement), deploy a meeple about half the
// time it may, and score, until the game is finished; prints the final scores.
//
//   npx tsx example/play.ts http://localhost:3000 [seed]
//
// The seed makes the server's shuffle and this player's choices repeatable.
import { bearer, createCarcassonneClient, type CarcassonneClient, type GameState, type Problem } from '../src/index.js'

const [baseUrl, seed = 'example'] = process.argv.slice(2)
if (baseUrl === undefined) {
  console.error('usage: play.ts BASE_URL [SEED]')
  process.exit(2)
}

/** A refused request: its status and the service's problem document. */
class RequestFailed extends Error {
  constructor(what: string, status: number, problem: Problem) {
    super(`${what}: ${status} ${problem.code} ${problem.detail ?? problem.title}`)
  }
}

/** The answer's body, or a RequestFailed naming the refusal. */
function accepted<T>(what: string, answer: { data?: T; error?: Problem; response: Response }): T {
  if (answer.data !== undefined) return answer.data
  if (answer.error !== undefined) throw new RequestFailed(what, answer.response.status, answer.error)
  throw new Error(`${what}: ${answer.response.status} without a body`)
}

/** A repeatable chooser derived from the seed: next(n) is an integer in [0, n). */
function chooser(text: string): (n: number) => number {
  let state = 2166136261
  for (const char of text) state = Math.imul(state ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0
  return (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return (state >>> 8) % n
  }
}

/** Plays the current turn's next action for its seat; the game after it. */
async function act(client: CarcassonneClient, game: GameState, tokens: string[], next: (n: number) => number): Promise<GameState> {
  const turn = game.turn
  if (turn === null) throw new Error(`game ${game.id} is ${game.status} and has no turn`)
  const token = tokens[turn.seat]
  if (token === undefined) throw new Error(`no token for seat ${turn.seat}`)
  const seat = { params: { path: { id: game.id } }, headers: bearer(token) }
  const legal = { params: { path: { id: game.id } } }
  switch (turn.phase) {
    case 'reserve': {
      // Two-player draft: keep one of the two leftovers.
      const leftovers = game.draft?.leftovers ?? []
      const tile = leftovers[next(leftovers.length)]
      if (tile === undefined) throw new Error('no leftover to keep')
      return accepted('reserve', await client.POST('/games/{id}/reserve', { ...seat, body: { tile } })).game
    }
    case 'draw':
      return accepted('draw', await client.POST('/games/{id}/draw', seat)).game
    case 'place': {
      const { placements } = accepted('legal', await client.GET('/games/{id}/legal', legal))
      const placement = placements[next(placements.length)]
      if (placement === undefined) throw new Error(`no legal placement for ${turn.tile ?? 'no tile'}`)
      return accepted('place', await client.POST('/games/{id}/place', { ...seat, body: placement })).game
    }
    case 'deploy': {
      const { deployments } = accepted('legal', await client.GET('/games/{id}/legal', legal))
      const deployment = deployments.length > 0 && next(2) === 0 ? deployments[next(deployments.length)] : undefined
      if (deployment !== undefined) return accepted('deploy', await client.POST('/games/{id}/deploy', { ...seat, body: { at: deployment.at } })).game
      return accepted('score', await client.POST('/games/{id}/score', seat)).game
    }
    case 'score':
      return accepted('score', await client.POST('/games/{id}/score', seat)).game
  }
}

const client = createCarcassonneClient(baseUrl)
const created = accepted('create', await client.POST('/games', { body: { players: [{ name: 'Ada' }, { name: 'Bo' }], seed } }))
const tokens = created.seats.map(({ seat, token }) => {
  if (token === undefined) throw new Error(`seat ${seat} has no token`)
  return token
})
const next = chooser(seed)
let game = created.game
let actions = 0
while (game.status !== 'finished') {
  game = await act(client, game, tokens, next)
  actions++
}

console.log(`game ${game.id} finished after ${actions} actions, ${game.board.length} tiles on the board`)
for (const player of game.players) console.log(`seat ${player.seat} ${player.name ?? '(open)'}: ${player.score}`)
console.log(`winners: ${game.winners.map((seat) => game.players[seat]?.name ?? `seat ${seat}`).join(', ')}`)
