/** Pictures of games and tiles as SVG: pure functions of a state or a tile type. */
export { renderBoard } from './board.js'
export { renderTile } from './tile.js'
