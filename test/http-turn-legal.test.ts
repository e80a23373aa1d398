// A turn needs no extra read: draw answers the drawn tile's legal placements and place the legal
// deployments, exactly as GET /games/{id}/legal lists them right after, also when replayed with
// the same Idempotency-Key.
import t from 'tap'
import { chooser, createGame, getJson, testApp } from './helpers/app.js'
import { ok } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

t.test('draw and place answer the legal moves (README walk-through)', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
  const drawn = await ok(app, g.id, 'draw', g.tokens[0])
  t.same([drawn.tile, drawn.discarded], ['E', []], 'drew the E')
  t.same(drawn.placements.slice(0, 3), [{ x: 0, y: -1, rotation: 180 }, { x: 0, y: 1, rotation: 90 }, { x: 0, y: 1, rotation: 180 }], 'the first placements')
  t.same(drawn.placements, (await getJson(app, `/games/${g.id}/legal`)).placements, 'the placements GET /legal lists')
  t.same(Object.keys(drawn), ['game', 'tile', 'discarded', 'placements', 'events', 'receipt'], 'draw: its members, in order')

  const placed = await ok(app, g.id, 'place', g.tokens[0], { x: 0, y: -1, rotation: 180 })
  t.same(placed.deployments, [{ at: 'S', feature: 'city' }, { at: 'WSW', feature: 'field' }], 'the deployments')
  t.same(placed.deployments, (await getJson(app, `/games/${g.id}/legal`)).deployments, 'the deployments GET /legal lists')
  t.same(Object.keys(placed), ['game', 'deployments', 'events', 'receipt'], 'place: its members, in order')
})

t.test('a replayed draw answers the same placements', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['U', 'E'] })
  const send = () => app.inject({ method: 'POST', url: `/games/${g.id}/draw`, headers: { authorization: `Bearer ${g.tokens[0]}`, 'idempotency-key': 'draw-1' } })
  const first = await send()
  const again = await send()
  t.equal(again.headers['idempotent-replayed'], 'true', 'replayed')
  t.equal(again.body, first.body, 'byte for byte')
  t.same(first.json().placements, (await getJson(app, `/games/${g.id}/legal`)).placements, 'the legal placements')
})

t.test('property: every turn of whole games, played from the answers alone', async (t) => {
  const { app } = await testApp(t)
  for (const seed of [11, 12]) {
    const pick = chooser(seed)
    const g = await createGame(app, { players: TWO, seed: `legal-${seed}` })
    let game = g.body.game
    let turns = 0
    while (game.status === 'active') {
      const token = g.tokens[game.turn.seat]
      const drawn = await ok(app, g.id, 'draw', token)
      game = drawn.game
      if (game.status !== 'active') {
        t.same(drawn.placements, [], `game ${seed}: the draw that ends the game lists no placement`)
        break
      }
      const legal = await getJson(app, `/games/${g.id}/legal`)
      if (JSON.stringify(drawn.placements) !== JSON.stringify(legal.placements)) t.fail(`game ${seed} turn ${turns}: draw's placements differ from GET /legal`)
      const placed = await ok(app, g.id, 'place', token, drawn.placements[pick(drawn.placements.length)])
      const after = await getJson(app, `/games/${g.id}/legal`)
      if (JSON.stringify(placed.deployments) !== JSON.stringify(after.deployments)) t.fail(`game ${seed} turn ${turns}: place's deployments differ from GET /legal`)
      if (placed.deployments.length > 0 && pick(2) === 0) await ok(app, g.id, 'deploy', token, { at: placed.deployments[pick(placed.deployments.length)].at })
      game = (await ok(app, g.id, 'score', token)).game
      turns++
    }
    t.equal(game.status, 'finished', `game ${seed}: played to the end in ${turns} turns from the answers alone`)
    t.equal((await getJson(app, `/games/${g.id}/verify`)).ok, true, `game ${seed} verifies`)
  }
})
