/**
 * Reads a rendered board back (test/support/xml.ts) and checks it against the state it was drawn
 * from, by means independent of the renderer: the frontier by brute force over the catalogue, the
 * seat colours and positions from fixed expectations.
 */
import type { Test } from 'tap'
import { bruteForcePlacements, key, type BoardTile } from './brute.js'
import { byClass, elements, parseXml, textOf, type XmlElement } from './xml.js'

export const SEAT_FILL: Record<string, string> = { red: '#d62d20', blue: '#1f5fd1', green: '#1e9e3a', yellow: '#f5c400', black: '#222222' }
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWX'.split('')
const RIVER = ['RA', 'RB', 'RC', 'RD', 'RE', 'RG', 'RH', 'RI', 'RK', 'RL']

export interface PictureState {
  status: string
  options: { river?: unknown }
  board: readonly BoardTile[]
  meeples: readonly { seat: number; x: number; y: number; at: string; feature: string }[]
  players: readonly { seat: number; name: string | null; color: string; score: number; meeples: number; resigned: boolean }[]
  winners: readonly number[]
  turn: { seat: number } | null
}

/** Empty cells where some tile type fits some rotation, "x,y", by brute force (River tiles too in a River game). */
export function bruteFrontier(board: readonly BoardTile[], river = false): string[] {
  const cells = new Set<string>()
  for (const letter of river ? [...LETTERS, ...RIVER] : LETTERS) for (const spot of bruteForcePlacements(board, letter)) cells.add(key(spot.x, spot.y))
  return [...cells].sort()
}

const cellOf = (e: XmlElement) => key(Number(e.attributes['data-x']), Number(e.attributes['data-y']))

/** The numbers of a transform's translate(). */
function translation(e: XmlElement): [number, number] {
  const transform = e.attributes.transform ?? ''
  const start = transform.indexOf('translate(') + 'translate('.length
  const [x, y] = transform.slice(start, transform.indexOf(')', start)).split(' ').map(Number)
  return [x, y]
}

/** Parses `svg` and asserts that it pictures `state` exactly; returns the parsed root. */
export function checkPicture(t: Test, svg: string, state: PictureState, what: string): XmlElement {
  const root = parseXml(svg)
  t.equal(root.name, 'svg', `${what}: an svg root`)
  t.equal(root.attributes.xmlns, 'http://www.w3.org/2000/svg', `${what}: the SVG namespace`)
  t.match(root.attributes.viewBox, /^-?\d+ -?\d+ \d+ \d+$/, `${what}: a viewBox`)

  // Self-contained: no script, raster or foreign content, and every reference is to an id inside.
  const all = elements(root)
  const ids = new Set(all.map((e) => e.attributes.id).filter((id) => id !== undefined))
  t.same(all.filter((e) => ['script', 'image', 'foreignObject', 'style', 'a', 'iframe'].includes(e.name)).map((e) => e.name), [], `${what}: no script, image, foreign object or link`)
  const hrefs = all.flatMap((e) => Object.entries(e.attributes).filter(([name]) => name === 'href' || name.endsWith(':href')).map(([, v]) => v))
  t.same(hrefs.filter((h) => !h.startsWith('#') || !ids.has(h.slice(1))), [], `${what}: every href names an element of the document`)
  t.same(all.filter((e) => Object.entries(e.attributes).some(([n, v]) => n.startsWith('on') || v.includes('url('))).map((e) => e.name), [], `${what}: no event handler, no url()`)

  const tiles = byClass(root, 'tile')
  t.same(
    tiles.map((e) => ({ x: Number(e.attributes['data-x']), y: Number(e.attributes['data-y']), tile: e.attributes['data-tile'], rotation: Number(e.attributes['data-rotation']) })),
    state.board.map((b) => ({ x: b.x, y: b.y, tile: b.tile, rotation: b.rotation })),
    `${what}: every placed tile, in placement order`,
  )
  t.same(tiles.map((e) => e.attributes.href), state.board.map((b) => `#tile-${b.tile}`), `${what}: each tile drawn as its type`)
  t.same(
    tiles.map((e) => e.attributes.transform),
    state.board.map((b) => `translate(${b.x * 100} ${b.y * 100})${b.rotation === 0 ? '' : ` rotate(${b.rotation} 50 50)`}`),
    `${what}: each tile at its cell, in its rotation`,
  )

  const meeples = byClass(root, 'meeple')
  t.equal(meeples.length, state.meeples.length, `${what}: one meeple per meeple on the board`)
  t.same(
    meeples.map((e) => ({ seat: Number(e.attributes['data-seat']), at: e.attributes['data-at'], cell: cellOf(e), fill: e.attributes.fill, farmer: byClassList(e).includes('farmer'), lying: (e.attributes.transform ?? '').endsWith('rotate(90)') })),
    state.meeples.map((m) => ({ seat: m.seat, at: m.at, cell: key(m.x, m.y), fill: SEAT_FILL[state.players[m.seat].color], farmer: m.feature === 'field', lying: m.feature === 'field' })),
    `${what}: each meeple in its seat's colour, farmers lying down`,
  )
  for (const m of meeples) {
    const [px, py] = translation(m)
    const [cx, cy] = [Number(m.attributes['data-x']) * 100, Number(m.attributes['data-y']) * 100]
    if (!(px > cx && px < cx + 100 && py > cy && py < cy + 100)) t.fail(`${what}: meeple at ${px},${py} outside its tile ${cellOf(m)}`)
  }

  const last = byClass(root, 'last')
  const lastPlaced = state.board.length > 1 ? [key(state.board[state.board.length - 1].x, state.board[state.board.length - 1].y)] : []
  t.same(last.map(cellOf), lastPlaced, `${what}: the last placed tile marked (none before the first placement)`)

  t.same(byClass(root, 'frontier').filter((e) => e.name === 'rect').map(cellOf).sort(), bruteFrontier(state.board, state.options.river !== undefined), `${what}: the open frontier`)

  t.same(
    byClass(root, 'player').map((e) => ({
      seat: Number(e.attributes['data-seat']),
      color: e.attributes['data-color'],
      name: textOf(byClass(e, 'name')[0]),
      score: Number(textOf(byClass(e, 'score')[0])),
      meeples: Number(textOf(byClass(e, 'supply')[0])),
      dataScore: Number(e.attributes['data-score']),
      dataMeeples: Number(e.attributes['data-meeples']),
      swatch: elements(e).find((c) => c.name === 'use')?.attributes.fill,
      winner: byClassList(e).includes('winner'),
      toPlay: byClassList(e).includes('to-play'),
    })),
    state.players.map((p) => ({
      seat: p.seat,
      color: p.color,
      name: p.name ?? `Seat ${p.seat + 1} (open)`,
      score: p.score,
      meeples: p.meeples,
      dataScore: p.score,
      dataMeeples: p.meeples,
      swatch: SEAT_FILL[p.color],
      winner: state.winners.includes(p.seat),
      toPlay: state.status === 'active' && state.turn?.seat === p.seat,
    })),
    `${what}: the legend: names, colours, scores, meeples in supply, the seat to play, the winners`,
  )
  return root
}

function byClassList(e: XmlElement): string[] {
  return (e.attributes.class ?? '').split(' ')
}
