/** The rulebook's variants chosen at setup (variants.md, section 0.1): checked, defaults filled in. */
import { TIE_BREAK_CRITERIA, type HandOptions, type RiverOptions, type RiverTurnRule, type TableBounds, type TieBreakCriterion } from './state.js'

export interface VariantRequest {
  /** null or absent: no River. */
  readonly river?: { readonly startTile?: RiverOptions['startTile']; readonly turnRule?: RiverTurnRule } | null
  /** null or absent: an unbounded table. */
  readonly table?: TableBounds | null
  /** Friendly tile redraw: redraws per player, 0 (the default: none) to 3. */
  readonly redraws?: number
  /** Two-player draft (default false). */
  readonly draft?: boolean
  /** Three-tile hand; null or absent: none. */
  readonly hand?: { readonly size?: number; readonly visible?: boolean } | null
  /** Absent or []: a shared victory. */
  readonly tieBreak?: readonly string[]
}

export interface Variants {
  readonly river?: RiverOptions
  readonly table?: TableBounds
  readonly redraws?: number
  readonly draft?: true
  readonly hand?: HandOptions
  readonly tieBreak?: readonly TieBreakCriterion[]
}

/** Friendly tile redraws a player may have (variants.md 0.1). */
export const MAX_REDRAWS = 3

const START_TILES: readonly RiverOptions['startTile'][] = ['removed', 'shuffled']
const TURN_RULES: readonly RiverTurnRule[] = ['no-repeat', 'clearance', 'none']

/** The variants a setup asks for, only those chosen; or why they are not valid. */
export function variantOptions(request: VariantRequest): Variants | string {
  const variants: { -readonly [K in keyof Variants]: Variants[K] } = {}
  if (request.river !== undefined && request.river !== null) {
    const river = riverOptions(request.river)
    if (typeof river === 'string') return river
    variants.river = river
  }
  if (request.table !== undefined && request.table !== null) {
    const table = tableBounds(request.table)
    if (typeof table === 'string') return table
    variants.table = table
  }
  if (request.tieBreak !== undefined) {
    const chain = tieBreakChain(request.tieBreak)
    if (typeof chain === 'string') return chain
    if (chain.length > 0) variants.tieBreak = chain
  }
  // With the River (variants.md 8) the draft and hands begin when the river phase ends: River tiles
  // are drawn one at a time; the draft then starts as without the River (the next seat reveals three
  // tiles, nothing to reserve: draft.ts), and the hands are dealt, the next seat first (hand.ts).
  const choices = tileChoices(request)
  if (typeof choices === 'string') return choices
  return Object.assign(variants, choices)
}

/**
 * The tile-choice variants (variants.md 3, 4, 6), kept only when chosen (a redraw option of 0 is no
 * option). At most one of them (section 8): two ways of choosing a tile at once are not defined.
 */
function tileChoices(request: VariantRequest): { redraws?: number; draft?: true; hand?: HandOptions } | string {
  const redraws = request.redraws ?? 0
  if (!Number.isInteger(redraws) || redraws < 0 || redraws > MAX_REDRAWS) return `redraws is an integer from 0 to ${MAX_REDRAWS}, not ${redraws}`
  const draft = request.draft ?? false
  if (typeof draft !== 'boolean') return `draft is true or false, not ${draft}`
  if (redraws > 0 && draft) return 'redraws and draft cannot be combined (variants.md, section 8)'
  const hand = request.hand === undefined || request.hand === null ? undefined : handOptions(request.hand)
  if (typeof hand === 'string') return hand
  if (hand !== undefined && redraws > 0) return 'hand and redraws cannot be combined (variants.md, section 8)'
  if (hand !== undefined && draft) return 'hand and draft cannot be combined (variants.md, section 8)'
  return { ...(redraws === 0 ? {} : { redraws }), ...(draft ? { draft } : {}), ...(hand === undefined ? {} : { hand }) }
}

function handOptions(requested: NonNullable<VariantRequest['hand']>): HandOptions | string {
  if (typeof requested !== 'object') return 'hand is an object { size, visible } or null'
  const size = requested.size ?? 3
  if (!Number.isInteger(size) || size < 2 || size > 5) return `hand.size is an integer from 2 to 5, not ${size}`
  const visible = requested.visible ?? true
  if (typeof visible !== 'boolean') return `hand.visible is true or false, not ${requested.visible}`
  return { size, visible }
}

/** An ordered subset of the criteria, none repeated. */
function tieBreakChain(requested: readonly string[]): TieBreakCriterion[] | string {
  if (!Array.isArray(requested)) return `tieBreak is a list of ${TIE_BREAK_CRITERIA.join(', ')}`
  for (const [i, criterion] of requested.entries()) {
    if (!(TIE_BREAK_CRITERIA as readonly string[]).includes(criterion)) return `tieBreak[${i}] is one of ${TIE_BREAK_CRITERIA.join(', ')}, not ${criterion}`
    if (requested.indexOf(criterion) !== i) return `tieBreak names ${criterion} twice`
  }
  return requested.slice() as TieBreakCriterion[]
}

function riverOptions(requested: NonNullable<VariantRequest['river']>): RiverOptions | string {
  if (typeof requested !== 'object') return 'river is an object { startTile, turnRule } or null'
  const startTile = requested.startTile ?? 'removed'
  const turnRule = requested.turnRule ?? 'no-repeat'
  if (!START_TILES.includes(startTile)) return `river.startTile is ${START_TILES.join(' or ')}, not ${startTile}`
  if (!TURN_RULES.includes(turnRule)) return `river.turnRule is ${TURN_RULES.join(', ')}, not ${turnRule}`
  return { startTile, turnRule }
}

/** 32-bit integer bounds around (0, 0); those beyond the cells a board can reach limit nothing. */
function tableBounds(requested: TableBounds): TableBounds | string {
  if (typeof requested !== 'object') return 'table is an object { minX, maxX, minY, maxY } or null'
  for (const bound of ['minX', 'maxX', 'minY', 'maxY'] as const) {
    const value = requested[bound]
    if (!Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 31) return `table.${bound} is a 32-bit integer, not ${value}`
  }
  const { minX, maxX, minY, maxY } = requested
  if (minX > 0 || maxX < 0 || minY > 0 || maxY < 0) return `the table must contain (0, 0): minX <= 0 <= maxX and minY <= 0 <= maxY`
  return { minX, maxX, minY, maxY }
}
