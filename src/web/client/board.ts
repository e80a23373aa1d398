// The board on the page: the service's own picture (board.svg, inlined so that the page can draw
// on it in the same coordinates: a tile is 100 units, cell (x, y) at (100x, 100y)), with what the
// turn needs on top: the legal cells, the drawn tile following the pointer over them (and the
// arrow keys), the legal meeple spots of the tile just placed, and the table's bounds if limited.
import type { Deployment, Placement, Table } from './api.js'
import { s } from './dom.js'

const TILE = 100
const ROTATIONS = [0, 90, 180, 270]
const PIXELS_PER_UNIT = 0.7

/** Where a meeple spot is drawn on a tile, by port (board orientation; half-edges near their half). */
const PORT_POINTS: Record<string, [number, number]> = {
  N: [50, 14], E: [86, 50], S: [50, 86], W: [14, 50], C: [50, 50],
  NNW: [27, 7], NNE: [73, 7], ENE: [93, 27], ESE: [93, 73], SSE: [73, 93], SSW: [27, 93], WSW: [7, 73], WNW: [7, 27],
}

const cellKey = (x: number, y: number) => `${x},${y}`

interface Placing {
  tile: string
  legal: Map<string, number[]>
  selected: Placement | null
  /** A click or tap (or a key) chose the cell: the tile stops following the pointer. */
  locked: boolean
  onSelect: (placement: Placement | null) => void
  onPlace: (placement: Placement) => void
}

interface Deploying {
  placed: Placement
  deployments: Deployment[]
  chosen: string | null
  onChoose: (at: string) => void
}

export class BoardView {
  /** Clip paths made so far, for ids unique on the page. */
  private static clips = 0
  readonly element: HTMLDivElement
  private picture: SVGSVGElement | null = null
  private readonly overlay = s('g', { class: 'overlay' })
  private placing: Placing | null = null
  private deploying: Deploying | null = null
  /** The rotation last chosen: kept while the tile moves to cells where it is legal. */
  private rotation = 0
  private table: Table | null = null

  constructor(label: string, hint: HTMLElement) {
    this.element = document.createElement('div')
    this.element.className = 'board'
    this.element.tabIndex = 0
    this.element.setAttribute('role', 'application')
    this.element.setAttribute('aria-label', label)
    this.element.setAttribute('aria-describedby', hint.id)
    this.element.addEventListener('keydown', (event) => this.key(event))
    this.element.addEventListener('focus', () => {
      if (this.placing !== null && this.placing.selected === null) this.selectFirst()
    })
  }

  /** Shows a picture of the board (board.svg's text), keeping what the turn draws on it. */
  show(svgText: string): void {
    const parsed = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement
    if (!(parsed instanceof SVGSVGElement)) return
    const picture = document.importNode(parsed, true)
    // 70 pixels a tile, less on a narrow screen (the style sheet's max-width).
    picture.removeAttribute('width')
    picture.removeAttribute('height')
    picture.style.width = `${picture.viewBox.baseVal.width * PIXELS_PER_UNIT}px`
    picture.setAttribute('role', 'img')
    picture.setAttribute('aria-label', picture.querySelector('title')?.textContent ?? 'Board')
    picture.addEventListener('pointermove', (event) => this.pointer(event, false))
    picture.addEventListener('click', (event) => this.pointer(event, true))
    picture.append(this.overlay)
    this.picture?.remove()
    this.picture = picture
    this.element.append(picture)
  }

  /** The turn's tile may go to `placements`; the selection is reported, Enter or onPlace confirms. */
  place(tile: string, placements: Placement[], onSelect: (p: Placement | null) => void, onPlace: (p: Placement) => void): void {
    const legal = new Map<string, number[]>()
    for (const p of placements) legal.set(cellKey(p.x, p.y), [...(legal.get(cellKey(p.x, p.y)) ?? []), p.rotation])
    this.placing = { tile, legal, selected: null, locked: false, onSelect, onPlace }
    this.deploying = null
    this.draw()
    // Already focused (another tile chosen with T): no focus event will select a cell.
    if (document.activeElement === this.element) this.selectFirst()
  }

  /** The legal meeple spots of the tile just placed; a click on one chooses it. */
  deploy(placed: Placement, deployments: Deployment[], chosen: string | null, onChoose: (at: string) => void): void {
    const fresh = this.deploying === null || this.deploying.placed.x !== placed.x || this.deploying.placed.y !== placed.y
    this.placing = null
    this.deploying = { placed, deployments, chosen, onChoose }
    this.draw()
    // The spots are on the tile just placed: in view when they appear (on a phone the list of them is far below).
    if (fresh) this.overlay.querySelector('circle.spot')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  /** The cells tiles may occupy (limited table space), outlined from the next drawing on; null: unbounded. */
  setTable(table: Table | null): void {
    this.table = table
  }

  /** Nothing to choose on the board. */
  idle(): void {
    this.placing = null
    this.deploying = null
    this.draw()
  }

  get selected(): Placement | null {
    return this.placing?.selected ?? null
  }

  /** The next legal rotation of the drawn tile at its cell (or the preferred one, before a cell is chosen). */
  rotate(): void {
    const placing = this.placing
    if (placing === null) return
    if (placing.selected === null) {
      this.rotation = (this.rotation + 90) % 360
      return this.draw()
    }
    const { x, y, rotation } = placing.selected
    const rotations = placing.legal.get(cellKey(x, y)) ?? []
    const next = ROTATIONS.map((_, i) => (rotation + 90 * (i + 1)) % 360).find((r) => rotations.includes(r)) ?? rotation
    this.rotation = next
    // A tile that followed the pointer still does.
    this.select({ x, y, rotation: next }, placing.locked)
  }

  private select(placement: Placement | null, locked: boolean): void {
    const placing = this.placing
    if (placing === null) return
    placing.selected = placement
    placing.locked = locked
    this.draw()
    placing.onSelect(placement)
  }

  /** The drawn tile at (x, y), in the preferred rotation if legal there, else the next legal one. */
  private at(x: number, y: number): Placement | null {
    const rotations = this.placing?.legal.get(cellKey(x, y))
    if (rotations === undefined) return null
    const rotation = ROTATIONS.map((_, i) => (this.rotation + 90 * i) % 360).find((r) => rotations.includes(r)) ?? rotations[0]
    return { x, y, rotation }
  }

  /** The first legal cell, still free to follow the pointer (the board got the focus, maybe after a click). */
  private selectFirst(): void {
    const first = this.placing?.legal.keys().next().value
    if (first === undefined) return
    const [x, y] = first.split(',').map(Number)
    this.select(this.at(x, y), false)
  }

  private pointer(event: MouseEvent, clicked: boolean): void {
    const placing = this.placing
    const matrix = this.picture?.getScreenCTM()
    if (matrix == null) return
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
    const x = Math.floor(point.x / TILE)
    const y = Math.floor(point.y / TILE)
    if (placing !== null) {
      // Over legal cells only: elsewhere the tile stays where it was.
      if (!clicked && placing.locked) return
      const current = placing.selected
      if (current !== null && current.x === x && current.y === y) {
        if (clicked && !placing.locked) this.select(current, true)
        return
      }
      const placement = this.at(x, y)
      if (placement !== null) this.select(placement, clicked)
      return
    }
    const deploying = this.deploying
    if (clicked && deploying !== null && deploying.placed.x === x && deploying.placed.y === y) {
      // The spot nearest to the click.
      const near = deploying.deployments
        .map((d) => {
          const [px, py] = PORT_POINTS[d.at]
          return { at: d.at, distance: Math.hypot(point.x - (x * TILE + px), point.y - (y * TILE + py)) }
        })
        .sort((a, b) => a.distance - b.distance)[0]
      if (near !== undefined) deploying.onChoose(near.at)
    }
  }

  private key(event: KeyboardEvent): void {
    const placing = this.placing
    if (placing === null) return
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }
    const step = steps[event.key]
    if (step !== undefined) {
      event.preventDefault()
      this.move(step[0], step[1])
    } else if ((event.key === 'Enter' || event.key === ' ') && placing.selected !== null) {
      event.preventDefault()
      placing.onPlace(placing.selected)
    }
  }

  /** To the nearest legal cell in a direction (straight ahead first). */
  private move(dx: number, dy: number): void {
    const placing = this.placing
    if (placing === null) return
    if (placing.selected === null) return this.selectFirst()
    const { x, y } = placing.selected
    let best: { x: number; y: number; cost: number } | null = null
    for (const key of placing.legal.keys()) {
      const [cx, cy] = key.split(',').map(Number)
      const ahead = (cx - x) * dx + (cy - y) * dy
      if (ahead <= 0) continue
      const cost = ahead + 2 * Math.abs((cx - x) * dy + (cy - y) * dx)
      if (best === null || cost < best.cost) best = { x: cx, y: cy, cost }
    }
    if (best === null) return
    this.select(this.at(best.x, best.y), true)
    // The keyboard may move the tile past the visible part of a large board: keep it in view.
    this.overlay.querySelector(`[data-cell="${cellKey(best.x, best.y)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  private draw(): void {
    this.overlay.replaceChildren()
    const table = this.table
    if (table !== null) {
      // Its outer edges; the picture shows one cell beyond the landscape, so an edge shows once tiles come near it.
      const { minX, maxX, minY, maxY } = table
      const bounds = s('rect', { class: 'table-bounds', x: minX * TILE, y: minY * TILE, width: (maxX - minX + 1) * TILE, height: (maxY - minY + 1) * TILE })
      // Only over the landscape: the picture's legend (players, scores) lies below it.
      const view = this.picture?.viewBox.baseVal
      const legend = this.picture?.querySelector<SVGGraphicsElement>('.legend')?.getBBox()
      if (view != null && legend !== undefined && legend.height > 0) {
        const id = `table-clip-${BoardView.clips++}`
        const area = s('rect', { x: view.x, y: view.y, width: view.width, height: Math.max(0, legend.y - view.y) })
        this.overlay.append(s('clipPath', { id }, area))
        bounds.setAttribute('clip-path', `url(#${id})`)
      }
      this.overlay.append(bounds)
    }
    const placing = this.placing
    if (placing !== null) {
      for (const key of placing.legal.keys()) {
        const [x, y] = key.split(',').map(Number)
        const selected = placing.selected?.x === x && placing.selected?.y === y
        this.overlay.append(s('rect', { class: selected ? 'legal selected' : 'legal', 'data-cell': key, x: x * TILE, y: y * TILE, width: TILE, height: TILE }))
      }
      const ghost = placing.selected
      if (ghost !== null) {
        this.overlay.append(
          s(
            'g',
            { class: 'ghost', 'data-x': ghost.x, 'data-y': ghost.y, 'data-rotation': ghost.rotation, transform: `translate(${ghost.x * TILE} ${ghost.y * TILE}) rotate(${ghost.rotation} 50 50)` },
            s('image', { href: `/tiles/${placing.tile}.svg`, width: TILE, height: TILE }),
          ),
        )
      }
    }
    const deploying = this.deploying
    if (deploying !== null) {
      const { x, y } = deploying.placed
      for (const d of deploying.deployments) {
        const [px, py] = PORT_POINTS[d.at]
        this.overlay.append(s('circle', { class: d.at === deploying.chosen ? 'spot chosen' : 'spot', 'data-at': d.at, cx: x * TILE + px, cy: y * TILE + py, r: 9 }))
      }
    }
  }
}
