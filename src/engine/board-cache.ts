/**
 * Boards are immutable arrays, and their BoardIndex is derived data kept beside them: the board
 * of the latest state in one slot (the common case: a game played forward), others under a hidden
 * property of the board array itself. Placing a tile hands the index over to the new board without
 * a copy, which makes a game O(1) per placement; a later question about the old board rebuilds its
 * index.
 *
 * Why a hidden property rather than a WeakMap: a young WeakMap entry keeps its value alive through
 * every scavenge until a full GC, so each finished game's index got promoted to the old generation;
 * that made young-generation GC several times slower than all the rest of a game. A property
 * lives and dies with its board. It is a non-enumerable symbol on an array, so JSON, equality
 * checks and copies never see it; a frozen (non-extensible) board keeps its index in a WeakMap.
 */
import { BoardIndex, type PlacedTile } from './board.js'

type Board = readonly PlacedTile[]
const INDEX = Symbol('BoardIndex')
type Holder = { [INDEX]?: BoardIndex }

let slotBoard: Board | null = null
let slotIndex: BoardIndex | null = null
const frozen = new WeakMap<Board, BoardIndex>()

function attached(board: Board): BoardIndex | undefined {
  return Object.isExtensible(board) ? (board as Holder)[INDEX] : frozen.get(board)
}

/** Keeps `index` (undefined: none) as the board's own; the index slot is not involved. */
function attach(board: Board, index: BoardIndex | undefined): void {
  if (Object.isExtensible(board)) Object.defineProperty(board, INDEX, { value: index, writable: true, configurable: true })
  else if (index === undefined) frozen.delete(board)
  else frozen.set(board, index)
}

function cached(board: Board): BoardIndex | undefined {
  const index = board === slotBoard ? slotIndex! : attached(board)
  return index !== undefined && index.size === board.length ? index : undefined
}

function remember(board: Board, index: BoardIndex): void {
  const evicted = slotBoard
  if (evicted !== null && evicted !== board && slotIndex!.size === evicted.length && attached(evicted) !== slotIndex) attach(evicted, slotIndex!)
  slotBoard = board
  slotIndex = index
}

export function boardIndex(board: Board): BoardIndex {
  if (board === slotBoard && slotIndex!.size === board.length) return slotIndex!
  const index = cached(board) ?? BoardIndex.build(board)
  remember(board, index)
  return index
}

export function extendBoard(board: Board, placed: PlacedTile): Board {
  let index = cached(board)
  if (index === undefined) index = BoardIndex.build(board)
  else if (board === slotBoard) slotBoard = null
  else attach(board, undefined)
  index.add(placed)
  // The index's own list is the board with `placed` appended: a slice of it is a plain memory
  // copy, about twice as fast as appended's element by element copy into a new array.
  const next = index.placed.slice()
  remember(next, index)
  return next
}
