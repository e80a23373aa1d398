/**
 * Boards are immutable arrays, and their BoardIndex is derived data kept beside them: the board
 * of the latest state in one slot (the common case: a game played forward), others in a WeakMap.
 * Placing a tile hands the index over to the new board without a copy, which makes a game
 * O(1) per placement; a later question about the old board rebuilds its index.
 */
import { BoardIndex, type PlacedTile } from './board.js'
import { appended } from './state.js'

type Board = readonly PlacedTile[]
let slotBoard: Board | null = null
let slotIndex: BoardIndex | null = null
const others = new WeakMap<Board, BoardIndex>()

function cached(board: Board): BoardIndex | undefined {
  const index = board === slotBoard ? slotIndex! : others.get(board)
  return index !== undefined && index.size === board.length ? index : undefined
}

function remember(board: Board, index: BoardIndex): void {
  if (slotBoard !== null && slotBoard !== board && slotIndex!.size === slotBoard.length) others.set(slotBoard, slotIndex!)
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
  else others.delete(board)
  index.add(placed)
  const next = appended(board, placed)
  remember(next, index)
  return next
}
