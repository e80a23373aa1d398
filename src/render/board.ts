/**
 * A game's board as one SVG document: every placed tile (its type's picture in its rotation), the
 * meeples in their seats' colours at their segments (farmers lying down), the last placed tile
 * marked, the open frontier drawn faint, and a legend of the players. Pure and deterministic: the
 * same state gives the same bytes.
 */
import { BoardIndex, type PlacedTile } from '../engine/board.js'
import { SIDE_DX, SIDE_DY, portIndex } from '../engine/geometry.js'
import { orientation } from '../engine/orientations.js'
import { CATALOGUE, typeIndexOf, type TileId } from '../engine/tiles.js'
import type { Color, GameState, Meeple, Player } from '../engine/state.js'
import { centreTaken, segmentAnchor, TILE_SIZE, tileMarkup, type Point } from './tile.js'
import { escapeXml, num } from './xml.js'

const SEAT_COLOURS: Record<Color, { fill: string; edge: string }> = {
  red: { fill: '#d62d20', edge: '#3a0d09' },
  blue: { fill: '#1f5fd1', edge: '#0b1f45' },
  green: { fill: '#1e9e3a', edge: '#0a3514' },
  yellow: { fill: '#f5c400', edge: '#4a3b00' },
  black: { fill: '#222222', edge: '#e6e6e6' },
}

const MARGIN = 20
const FONT = 36
const ROW = 54
/** An estimate of a character's advance at FONT (sans-serif averages about 0.6 em). */
const CHAR_WIDTH = 0.62 * FONT
/** Drawn at half a unit per pixel unless the client scales it: a tile is 50 px. */
const PIXELS_PER_UNIT = 0.5

const MEEPLE_PATH =
  'M-3 -4L-9 -1.5Q-11 1 -8.5 2H-4.5L-8 9H-2L0 5L2 9H8L4.5 2H8.5Q11 1 9 -1.5L3 -4ZM3.5 -7.5A3.5 3.5 0 1 1 -3.5 -7.5A3.5 3.5 0 1 1 3.5 -7.5Z'
/** Every tile type of the catalogue (every set), by id. */
const TILE_IDS = CATALOGUE.map((type) => type.id)
const BASE_IDS = CATALOGUE.filter((type) => type.set === 'base').map((type) => type.id)
const TILE_DEFS: Record<string, string> = Object.fromEntries(TILE_IDS.map((id) => [id, `<g id="tile-${id}">${tileMarkup(id)}</g>`]))
/** Each tile type's segment anchors, canonical orientation, by segment index. */
const ANCHORS: Record<string, readonly Point[]> = Object.fromEntries(CATALOGUE.map(({ id, segments }) => [id, segments.map((s) => segmentAnchor(s, centreTaken(segments)))]))

interface Cell {
  readonly x: number
  readonly y: number
}

/** A point of the canonical picture after the tile's clockwise rotation about its centre. */
function rotated([x, y]: Point, rotation: number): Point {
  switch (rotation) {
    case 90:
      return [TILE_SIZE - y, x]
    case 180:
      return [TILE_SIZE - x, TILE_SIZE - y]
    case 270:
      return [y, TILE_SIZE - x]
    default:
      return [x, y]
  }
}

/** The tile types a game can draw: the base set's, and the River's in a River game. */
function typesInPlay(state: GameState): readonly string[] {
  return state.options.river === undefined ? BASE_IDS : TILE_IDS
}

/** Empty cells beside the landscape where some tile type of `ids` fits, by row, then column. */
function openFrontier(board: readonly PlacedTile[], ids: readonly string[]): Cell[] {
  const index = BoardIndex.build(board)
  const seen = new Set<string>()
  const cells: Cell[] = []
  for (const { x: tx, y: ty } of board) {
    for (let side = 0; side < 4; side++) {
      const x = tx + SIDE_DX[side]
      const y = ty + SIDE_DY[side]
      const key = `${x},${y}`
      if (seen.has(key) || index.tileAt(x, y) >= 0) continue
      seen.add(key)
      if (ids.some((id) => index.fittingRotations(id as TileId, x, y) !== 0)) cells.push({ x, y })
    }
  }
  return cells.sort((a, b) => a.y - b.y || a.x - b.x)
}

function tileUse(t: PlacedTile): string {
  const turn = t.rotation === 0 ? '' : ` rotate(${t.rotation} 50 50)`
  return `<use href="#tile-${t.tile}" class="tile" data-tile="${t.tile}" data-x="${t.x}" data-y="${t.y}" data-rotation="${t.rotation}" transform="translate(${t.x * TILE_SIZE} ${t.y * TILE_SIZE})${turn}"/>`
}

function meepleUse(m: Meeple, board: readonly PlacedTile[], colour: Color): string {
  const tile = board.find((t) => t.x === m.x && t.y === m.y)
  if (tile === undefined) throw new Error(`a meeple at ${m.x},${m.y} stands on no tile`)
  const segment = orientation(typeIndexOf(tile.tile), tile.rotation).portSegment[portIndex(m.at)]
  const [ax, ay] = rotated(ANCHORS[tile.tile][segment], tile.rotation)
  const { fill, edge } = SEAT_COLOURS[colour]
  const lying = m.feature === 'field' ? ' rotate(90)' : ''
  return `<use href="#meeple" class="meeple${m.feature === 'field' ? ' farmer' : ''}" data-seat="${m.seat}" data-x="${m.x}" data-y="${m.y}" data-at="${m.at}" data-feature="${m.feature}" fill="${fill}" stroke="${edge}" transform="translate(${num(m.x * TILE_SIZE + ax)} ${num(m.y * TILE_SIZE + ay)}) scale(1.6)${lying}"/>`
}

function cellRect(cell: Cell, cls: string, style: string): string {
  return `<rect class="${cls}" data-x="${cell.x}" data-y="${cell.y}" x="${cell.x * TILE_SIZE}" y="${cell.y * TILE_SIZE}" width="${TILE_SIZE}" height="${TILE_SIZE}" ${style}/>`
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`
const playerName = (p: Player) => (p.name === null ? `Seat ${p.seat + 1} (open)` : p.name)

/** One line saying where the game stands. */
function statusLine(state: GameState): string {
  const names = (seats: readonly number[]) => seats.map((s) => playerName(state.players[s])).join(', ')
  if (state.status === 'finished') return state.winners.length === 0 ? 'Finished. No winner' : `Finished. ${state.winners.length > 1 ? 'Winners' : 'Winner'}: ${names(state.winners)}`
  const left = `${plural(state.pile.length - state.drawn, 'tile')} left`
  if (state.turn === null) return `Waiting for players (${plural(state.players.filter((p) => p.name === null).length, 'open seat')}). ${left}`
  const { seat, phase, tile } = state.turn
  const doing = { reserve: 'to keep a leftover tile', draw: 'to draw', place: tile === null ? 'to place a tile of their choice' : `to place ${tile}`, deploy: 'may deploy a meeple', score: 'to score' }[phase]
  return `${names([seat])} ${doing}. ${left}`
}

/** The legend's rows: colour, name, score, meeples in supply; the seat to play and the winners marked. */
function legend(state: GameState, left: number, top: number, columns: { score: number; supply: number }): string {
  let out = `<g class="legend" font-family="sans-serif" font-size="${FONT}">`
  out += `<text class="status" x="${left}" y="${top + FONT}">${escapeXml(statusLine(state))}</text>`
  const headerY = top + FONT + ROW
  out += `<text x="${left + 56}" y="${headerY}" font-weight="bold">Player</text>`
  out += `<text x="${columns.score}" y="${headerY}" font-weight="bold" text-anchor="end">Score</text>`
  out += `<text x="${columns.supply}" y="${headerY}" font-weight="bold" text-anchor="end">Meeples</text>`
  state.players.forEach((p, i) => {
    const y = headerY + ROW * (i + 1)
    const { fill, edge } = SEAT_COLOURS[p.color]
    const toPlay = state.status === 'active' && state.turn?.seat === p.seat
    const won = state.winners.includes(p.seat)
    const classes = ['player', ...(toPlay ? ['to-play'] : []), ...(won ? ['winner'] : []), ...(p.resigned ? ['resigned'] : [])].join(' ')
    out += `<g class="${classes}" data-seat="${p.seat}" data-color="${p.color}" data-score="${p.score}" data-meeples="${p.meeples}">`
    if (toPlay) out += `<path d="M${left - 4} ${y - 26}L${left + 10} ${y - 13}L${left - 4} ${y}Z" fill="#333333"/>`
    out += `<use href="#meeple" fill="${fill}" stroke="${edge}" transform="translate(${left + 30} ${y - 12}) scale(1.6)"/>`
    out += `<text class="name" x="${left + 56}" y="${y}"${p.resigned ? ' text-decoration="line-through" fill="#777777"' : ''}>${escapeXml(playerName(p))}</text>`
    out += `<text class="score" x="${columns.score}" y="${y}" text-anchor="end">${p.score}</text>`
    out += `<text class="supply" x="${columns.supply}" y="${y}" text-anchor="end">${p.meeples}</text>`
    if (won) out += `<text class="mark" x="${columns.supply + 16}" y="${y}">\u2605</text>`
    out += '</g>'
  })
  return `${out}</g>`
}

export function renderBoard(state: GameState): string {
  const { board } = state
  const xs = board.map((t) => t.x)
  const ys = board.map((t) => t.y)
  // The frontier ring is always inside: one cell beyond the landscape on every side.
  const minX = (Math.min(...xs) - 1) * TILE_SIZE
  const minY = (Math.min(...ys) - 1) * TILE_SIZE
  const boardWidth = (Math.max(...xs) - Math.min(...xs) + 3) * TILE_SIZE
  const boardHeight = (Math.max(...ys) - Math.min(...ys) + 3) * TILE_SIZE

  const longestName = Math.max('Player'.length, ...state.players.map((p) => [...playerName(p)].length))
  const score = minX + 56 + Math.ceil(longestName * CHAR_WIDTH) + 130
  const supply = score + 190
  const legendTop = minY + boardHeight + MARGIN
  const legendHeight = FONT + ROW * (state.players.length + 1) + MARGIN
  const width = Math.max(boardWidth, supply + 50 - minX, Math.ceil([...statusLine(state)].length * CHAR_WIDTH)) + 2 * MARGIN
  const height = boardHeight + MARGIN + legendHeight + 2 * MARGIN
  const left = minX - MARGIN
  const top = minY - MARGIN

  const used = TILE_IDS.filter((id) => board.some((t) => t.tile === id))
  const colourOf = (seat: number) => state.players[seat].color
  const last = board.length > 1 ? board[board.length - 1] : undefined

  let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${left} ${top} ${width} ${height}" width="${num(width * PIXELS_PER_UNIT)}" height="${num(height * PIXELS_PER_UNIT)}">`
  svg += `<title>Carcassonne board: ${plural(board.length, 'tile')}</title>`
  svg += `<defs>${used.map((l) => TILE_DEFS[l]).join('')}<path id="meeple" d="${MEEPLE_PATH}" stroke-width="1.2" stroke-linejoin="round"/></defs>`
  svg += `<rect class="background" x="${left}" y="${top}" width="${width}" height="${height}" fill="#e4dfcf"/>`
  svg += `<g class="frontier">${openFrontier(board, typesInPlay(state)).map((c) => cellRect(c, 'frontier', 'fill="#ffffff" fill-opacity="0.45" stroke="#9a9480" stroke-dasharray="8 6"')).join('')}</g>`
  svg += `<g class="tiles">${board.map(tileUse).join('')}</g>`
  if (last !== undefined) svg += cellRect(last, 'last', 'fill="none" stroke="#ff7a00" stroke-width="6"')
  svg += `<g class="meeples">${state.meeples.map((m) => meepleUse(m, board, colourOf(m.seat))).join('')}</g>`
  svg += legend(state, minX, legendTop, { score, supply })
  return `${svg}</svg>\n`
}
