// The tile catalog, port rotation and the deterministic shuffle, checked against an independent
// transcription of rules.md (test/support/catalog.ts) and of the shuffle's published recipe.
import { createHash } from 'node:crypto'
import t from 'tap'
import {
  PORTS,
  START_TILE,
  BASE_TILES,
  baseInventory,
  portIndex,
  rotatePortIndex,
  shuffle,
  tileType,
  type Port,
  type TileId,
} from '../src/engine/index.js'
import { orientation } from '../src/engine/orientations.js'
import { HALVES, SIDES, SPEC, SPEC_TILES, TURN_90, nonStartInventory, rotatePort, rotatedSegments } from './support/catalog.js'

const ROTATIONS = [0, 90, 180, 270] as const

t.test('catalog: 24 types, 72 tiles, 10 shields', async (t) => {
  t.equal(BASE_TILES.length, 24)
  t.same(
    BASE_TILES.map((x) => x.id),
    'ABCDEFGHIJKLMNOPQRSTUVWX'.split(''),
  )
  t.equal(
    BASE_TILES.reduce((n, x) => n + x.count, 0),
    72,
  )
  const shields = BASE_TILES.reduce((n, x) => n + x.count * x.segments.filter((s) => s.shield === true).length, 0)
  t.equal(shields, 10)
  t.equal(START_TILE, 'D')
  const counts = Object.fromEntries(BASE_TILES.map((x) => [x.id, x.count]))
  t.same(counts, {
    A: 2, B: 4, C: 1, D: 4, E: 5, F: 2, G: 1, H: 3, I: 2, J: 3, K: 3, L: 3,
    M: 2, N: 3, O: 2, P: 3, Q: 1, R: 3, S: 2, T: 1, U: 8, V: 9, W: 4, X: 1,
  })
})

t.test('baseInventory: the 71 non-start tiles', async (t) => {
  const inv = baseInventory()
  t.equal(inv.length, 71)
  t.same([...inv].sort(), nonStartInventory().sort())
  t.equal(inv.filter((l) => l === 'D').length, 3)
})

t.test('every type equals the rules.md table (edges, counts, segments, shields, touched cities)', async (t) => {
  t.equal(SPEC_TILES.length, 24)
  for (const type of BASE_TILES) {
    const spec = SPEC[type.id]
    t.equal(type.count, spec.count, `${type.id} count`)
    t.equal(type.edges.join(''), spec.edges, `${type.id} edges`)
    t.equal(tileType(type.id), type, `tileType(${type.id})`)
    const actual = type.segments.map((s) => ({
      kind: s.kind,
      ports: [...s.ports].sort(),
      shield: s.shield === true,
      touches: (s.touches ?? []).map((i) => type.segments[i].ports[0]).sort(),
    }))
    const expected = spec.segments.map((s) => ({ kind: s.kind, ports: [...s.ports].sort(), shield: s.shield, touches: [...s.touches].sort() }))
    const key = (s: { kind: string; ports: string[] }) => `${s.kind}:${s.ports.join(',')}`
    t.same(
      [...actual].sort((a, b) => key(a).localeCompare(key(b))),
      [...expected].sort((a, b) => key(a).localeCompare(key(b))),
      `${type.id} segments`,
    )
    for (const s of type.segments) {
      if (s.kind === 'field') for (const i of s.touches ?? []) t.equal(type.segments[i].kind, 'city', `${type.id} field touches a city`)
      if (s.kind !== 'field') t.same(s.touches ?? [], [], `${type.id} only fields touch`)
      if (s.kind !== 'city') t.notOk(s.shield === true, `${type.id} only cities carry shields`)
    }
  }
})

t.test("every tile's segments cover its edges consistently", async (t) => {
  for (const type of BASE_TILES) {
    const owners = new Map<string, number>()
    type.segments.forEach((s, i) => {
      for (const p of s.ports) {
        t.notOk(owners.has(p), `${type.id}: port ${p} belongs to one segment only`)
        owners.set(p, i)
      }
      t.ok(s.ports.length > 0, `${type.id}: segment ${i} has ports`)
    })
    SIDES.forEach((side, i) => {
      const terrain = type.edges[i]
      const centre = owners.get(side)
      const halves = HALVES.filter((h) => h[0] === side)
      if (terrain === 'C' || terrain === 'R') {
        t.ok(centre !== undefined, `${type.id}: ${terrain} edge ${side} has a segment`)
        t.equal(type.segments[centre!].kind, terrain === 'C' ? 'city' : 'road', `${type.id}: ${side} segment kind`)
      } else {
        t.equal(centre, undefined, `${type.id}: field edge ${side} has no centre port`)
      }
      if (terrain === 'C') {
        for (const h of halves) t.equal(owners.get(h), undefined, `${type.id}: city edge ${side} has no field at ${h}`)
      } else {
        for (const h of halves) {
          const owner = owners.get(h)
          t.ok(owner !== undefined && type.segments[owner].kind === 'field', `${type.id}: ${h} on ${terrain} edge belongs to a field`)
        }
      }
    })
    const monastery = type.segments.filter((s) => s.kind === 'monastery')
    t.equal(monastery.length, type.id === 'A' || type.id === 'B' ? 1 : 0, `${type.id} monastery count`)
    if (monastery.length === 1) t.same(monastery[0].ports, ['C'])
    t.ok(type.segments.length <= 8, `${type.id}: at most 8 segments`)
  }
})

t.test('rotation maps ports exactly as rules.md lists', async (t) => {
  const turn = (p: Port, turns: number) => PORTS[rotatePortIndex(portIndex(p), turns)]
  const expected90: Record<string, string> = {
    N: 'E', E: 'S', S: 'W', W: 'N',
    NNW: 'ENE', NNE: 'ESE', ENE: 'SSE', ESE: 'SSW', SSE: 'WSW', SSW: 'WNW', WSW: 'NNW', WNW: 'NNE', C: 'C',
  }
  const expected180: Record<string, string> = {
    N: 'S', E: 'W', S: 'N', W: 'E',
    NNW: 'SSE', NNE: 'SSW', ENE: 'WSW', ESE: 'WNW', SSE: 'NNW', SSW: 'NNE', WSW: 'ENE', WNW: 'ESE', C: 'C',
  }
  const expected270: Record<string, string> = {
    N: 'W', E: 'N', S: 'E', W: 'S',
    NNW: 'WSW', NNE: 'WNW', ENE: 'NNW', ESE: 'NNE', SSE: 'ENE', SSW: 'ESE', WSW: 'SSE', WNW: 'SSW', C: 'C',
  }
  t.same(TURN_90, expected90, 'the test transcription matches the list')
  t.equal(PORTS.length, 13)
  for (const p of PORTS) {
    t.equal(turn(p, 0), p, `${p} at 0`)
    t.equal(turn(p, 1), expected90[p], `${p} at 90`)
    t.equal(turn(p, 2), expected180[p], `${p} at 180`)
    t.equal(turn(p, 3), expected270[p], `${p} at 270`)
    t.equal(turn(p, 4), p, `${p} at 360`)
    t.equal(rotatePort(p, 180), expected180[p])
    t.equal(rotatePort(p, 270), expected270[p])
  }
})

t.test('oriented tiles: rotated edges and segment ports follow the rotation', async (t) => {
  for (const type of BASE_TILES) {
    const typeIndex = type.id.charCodeAt(0) - 65
    for (const r of ROTATIONS) {
      const o = orientation(typeIndex, r)
      const segs = rotatedSegments(type.id, r)
      const got = o.segments.map((s) => ({ kind: s.kind, ports: s.ports.map((i) => PORTS[i]).sort(), shield: s.shield }))
      const want = segs.map((s) => ({ kind: s.kind, ports: [...s.ports].sort(), shield: s.shield }))
      t.same(got, want, `${type.id}@${r} segments`)
      // Edge terrain: the canonical side s shows up at side s + r.
      for (let side = 0; side < 4; side++) {
        const code = (o.edgeCode >> (2 * ((side + r / 90) % 4))) & 3
        t.equal(code, ({ F: 1, R: 2, C: 3 } as Record<string, number>)[type.edges[side]], `${type.id}@${r} edge ${SIDES[side]}`)
      }
      for (let p = 0; p < PORTS.length; p++) {
        const seg = o.portSegment[p]
        const owner = segs.findIndex((s) => s.ports.includes(PORTS[p]))
        t.equal(seg, owner, `${type.id}@${r} port ${PORTS[p]}`)
      }
    }
  }
})

/** The shuffle recipe from src/engine/shuffle.ts's header, implemented independently. */
function referenceShuffle<T>(items: readonly T[], seed: string): T[] {
  const values: number[] = []
  let block = 0
  const next = (): number => {
    if (values.length === 0) {
      const digest = createHash('sha256').update(`${seed}:${block++}`, 'utf8').digest()
      for (let i = 0; i < 8; i++) values.push(digest.readUInt32BE(4 * i))
    }
    return values.shift()!
  }
  const out = [...items]
  for (let i = out.length - 1; i >= 1; i--) {
    const n = i + 1
    const limit = Math.floor(2 ** 32 / n) * n
    let u = next()
    while (u >= limit) u = next()
    const j = u % n
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

t.test('shuffle: deterministic, a permutation, seed-dependent, as documented', async (t) => {
  const inv = baseInventory()
  const a = shuffle(inv, 'seed one')
  t.same(shuffle(inv, 'seed one'), a, 'same seed, same order')
  t.same([...a].sort(), [...inv].sort(), 'a permutation of the input')
  t.equal(a.length, 71)
  t.same(inv, baseInventory(), 'the input is not modified')
  t.notSame(shuffle(inv, 'seed two'), a, 'another seed, another order')
  t.notSame(a, inv, 'not the identity')
  const seen = new Set<string>()
  for (let i = 0; i < 50; i++) seen.add(shuffle(inv, `s${i}`).join(''))
  t.equal(seen.size, 50, '50 seeds give 50 distinct piles')
  const seeds = ['', 'seed one', 'é\u2028"', 'x'.repeat(300)]
  seeds.forEach((seed, i) => t.same(shuffle(inv, seed), referenceShuffle(inv, seed), `the documented recipe reproduces seed #${i}`))
  const numbers = Array.from({ length: 1000 }, (_, i) => i)
  const shuffled = shuffle(numbers, 'long')
  t.same([...shuffled].sort((x, y) => x - y), numbers, 'a permutation of 1000 items')
  t.same(shuffled, referenceShuffle(numbers, 'long'))
  t.same(shuffle([], 'x'), [])
  t.same(shuffle(['E'] as TileId[], 'x'), ['E'])
})
