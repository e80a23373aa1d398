// Every accepted write returns a receipt signed with a key of GET /keys, checked here with
// node:crypto alone; a client holding receipts catches a rollback that leaves the chain itself
// consistent; keys rotate without orphaning old receipts.
import { createPublicKey, verify } from 'node:crypto'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { buildApp } from '../src/app.js'
import { loadKeyFolder, rotateKey } from '../src/receipts/key-folder.js'
import { createGame, getJson, testApp } from './helpers/app.js'
import { exportOf, forgeLog, verifyDoc } from './helpers/audit.js'
import { ok } from './helpers/http.js'

/** Checks a receipt against a JWKS the way any client can. */
function signedBy(jwks: { keys: any[] }, receipt: any): boolean {
  const jwk = jwks.keys.find((k) => k.kid === receipt.kid)
  if (jwk === undefined) return false
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' })
  return verify(null, Buffer.from(`${receipt.gameId}:${receipt.seq}:${receipt.hash}`, 'utf8'), key, Buffer.from(receipt.signature, 'base64url'))
}

t.test('receipts', async (t) => {
  const { app, db, owner } = await testApp(t)
  const jwks = await getJson(app, '/keys')
  t.equal(jwks.keys.length, 1)
  t.same(Object.keys(jwks.keys[0]).sort(), ['crv', 'kid', 'kty', 'x'])
  t.match(jwks.keys[0], { kty: 'OKP', crv: 'Ed25519', kid: /^[A-Za-z0-9_-]{43}$/, x: /^[A-Za-z0-9_-]{43}$/ })

  t.test('every accepted write carries one, signed and naming its entry', async (t) => {
    const g = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: ['E', 'U', 'V'] })
    const receipts = [g.body.receipt]
    receipts.push((await ok(app, g.id, 'draw', g.tokens[0])).receipt)
    receipts.push((await ok(app, g.id, 'place', g.tokens[0], { x: 0, y: -1, rotation: 180 })).receipt)
    receipts.push((await ok(app, g.id, 'deploy', g.tokens[0], { at: 'S' })).receipt)
    receipts.push((await ok(app, g.id, 'score', g.tokens[0])).receipt)
    const { actions } = await getJson(app, `/games/${g.id}/actions`)
    t.same(
      receipts.map((r) => ({ gameId: r.gameId, seq: r.seq, hash: r.hash, kid: r.kid })),
      actions.map((e: any) => ({ gameId: g.id, seq: e.seq, hash: e.hash, kid: jwks.keys[0].kid })),
      'one receipt per log entry, with its seq and hash',
    )
    for (const r of receipts) t.ok(signedBy(jwks, r), `receipt of entry ${r.seq} verifies with GET /keys`)
    t.notOk(signedBy(jwks, { ...receipts[1], seq: 2 }), 'the signature covers the seq')
    t.notOk(signedBy(jwks, { ...receipts[1], hash: receipts[2].hash }), 'and the hash')

    const report = await verifyDoc(app, { ...(await exportOf(app, g.id)), receipts })
    t.same(report.checks.find((c: any) => c.name === 'receipts'), { name: 'receipts', ok: true })
    t.equal(report.ok, true)
  })

  t.test('a rollback that keeps the chain consistent is caught by a receipt', async (t) => {
    const g = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], seed: 'rollback' })
    const receipts: any[] = [g.body.receipt]
    let game = g.body.game
    for (let turn = 0; turn < 4; turn++) {
      const token = g.tokens[game.turn.seat]
      receipts.push((await ok(app, g.id, 'draw', token)).receipt)
      const { placements } = await getJson(app, `/games/${g.id}/legal`)
      receipts.push((await ok(app, g.id, 'place', token, placements[0])).receipt)
      const scored = await ok(app, g.id, 'score', token)
      receipts.push(scored.receipt)
      game = scored.game
    }
    t.equal(receipts.length, 13)
    // An intruder with the owner's rights cuts the last 6 entries and puts the games row back as it was.
    const kept = 6
    const state = await getJson(app, `/games/${g.id}/actions/${kept}/state`)
    const head = receipts[kept].hash
    await forgeLog(owner, `DELETE FROM action_log WHERE game_id = '${g.id}' AND seq > ${kept}`)
    const secret = (await owner.prisma.game.findUniqueOrThrow({ where: { id: g.id } })).seed
    const { replayLog } = await import('../src/service/log.js')
    const entries = await db.prisma.action.findMany({ where: { gameId: g.id }, orderBy: { seq: 'asc' } })
    const replayed = replayLog(entries as any, { seed: secret! })
    if (!replayed.ok) throw new Error('replay failed')
    await owner.prisma.game.update({ where: { id: g.id }, data: { version: kept, headHash: head, state: replayed.state as object } })
    t.equal(state.version, kept)

    const stored = await getJson(app, `/games/${g.id}/verify`)
    t.equal(stored.ok, true, 'the shortened log is consistent in itself: GET /verify cannot tell')
    const report = await verifyDoc(app, { ...(await exportOf(app, g.id)), receipts })
    t.equal(report.ok, false)
    t.same(report.checks.find((c: any) => c.name === 'receipts'), {
      name: 'receipts',
      ok: false,
      seq: kept + 1,
      reason: `the service signed entry ${kept + 1} (hash ${receipts[kept + 1].hash}), but the log ends at seq ${kept}: entries were removed`,
    })
  })

  t.test('forged, foreign and mismatched receipts fail', async (t) => {
    const g = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: ['U'] })
    const drawn = await ok(app, g.id, 'draw', g.tokens[0])
    const doc = await exportOf(app, g.id)
    const check = async (receipt: any) => (await verifyDoc(app, { ...doc, receipts: [receipt] })).checks.find((c: any) => c.name === 'receipts')
    const r = drawn.receipt
    t.same(await check({ ...r, signature: g.body.receipt.signature }), { name: 'receipts', ok: false, seq: 1, reason: `the receipt for entry 1 does not carry a valid signature of key ${r.kid}` })
    t.same(await check({ ...r, kid: 'x'.repeat(43) }), { name: 'receipts', ok: false, seq: 1, reason: `the receipt for entry 1 is signed with key ${'x'.repeat(43)}, which the service does not publish` })
    t.same(await check({ ...r, gameId: 'another' }), { name: 'receipts', ok: false, seq: 1, reason: 'a receipt names game another, not this game' })
    const rewritten = structuredClone(doc)
    rewritten.log[1].hash = 'f'.repeat(64)
    const report = await verifyDoc(app, { ...rewritten, receipts: [r] })
    t.same(report.checks.find((c: any) => c.name === 'receipts'), {
      name: 'receipts',
      ok: false,
      seq: 1,
      reason: `the service signed hash ${r.hash} for entry 1, but the log holds ${'f'.repeat(64)}: the history was rewritten`,
    })
    const bad = await app.inject({ method: 'POST', url: '/verify', payload: { ...doc, receipts: [{ ...r, extra: 1 }] } })
    t.equal(bad.statusCode, 400, 'a malformed receipt is a 400')
  })

  t.test('rotated keys: the new one signs, the old one stays published and verifiable', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'carc-keys-'))
    const first = loadKeyFolder(dir)
    t.same(readdirSync(dir), ['0-initial.key.pem'], 'a first key is created in an empty folder')
    t.equal(loadKeyFolder(dir).activeKid, first.activeKid, 'and reused on the next start')
    const before = await buildApp({ database: db, keys: first })
    const g = await createGame(before, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: ['U'] })
    await before.close()

    rotateKey(dir, new Date('2026-12-01T10:00:00Z'))
    const second = loadKeyFolder(dir)
    t.not(second.activeKid, first.activeKid, 'the rotated key signs')
    t.equal(loadKeyFolder(dir, first.activeKid).activeKid, first.activeKid, 'RECEIPT_KEY_ID chooses another key')
    const after = await buildApp({ database: db, keys: second })
    t.teardown(() => after.close())
    const published = await getJson(after, '/keys')
    t.same(published.keys.map((k: any) => k.kid), [second.activeKid, first.activeKid], 'both published, the signing key first')
    const drawn = await ok(after, g.id, 'draw', g.tokens[0])
    t.equal(drawn.receipt.kid, second.activeKid)
    t.ok(signedBy(published, g.body.receipt), 'a receipt of the old key still verifies')
    const report = await verifyDoc(after, { ...(await exportOf(after, g.id)), receipts: [g.body.receipt, drawn.receipt] })
    t.same(report.checks.find((c: any) => c.name === 'receipts'), { name: 'receipts', ok: true })
  })
})
