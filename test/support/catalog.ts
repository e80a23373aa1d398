/**
 * An independent transcription of rules.md ("The 24 tile types", "Ports", "Rotation") for the
 * tests: the tile table as plain strings, the port rotation table and the port pairs across an
 * edge. Nothing here is imported from src/engine, so the tests can check the engine against it.
 */

export type Kind = 'road' | 'city' | 'field' | 'monastery' | 'river'

export interface SpecSegment {
  readonly kind: Kind
  readonly ports: readonly string[]
  readonly shield: boolean
  /** Field segments: the city segments of the same tile it touches, each named by its first port. */
  readonly touches: readonly string[]
}

export interface SpecTile {
  readonly letter: string
  readonly count: number
  /** Terrain of N, E, S, W. */
  readonly edges: string
  readonly segments: readonly SpecSegment[]
}

/**
 * rules.md's table, one line per type: `letter count edges | segment ; segment ...`, a segment being
 * `kind ports...` with `*` for a shield and `>N` (or `>N,S`) for the cities a field touches.
 */
const TABLE = `
A 2 FFRF | monastery C ; road S ; field NNW NNE ENE ESE SSE SSW WSW WNW
B 4 FFFF | monastery C ; field NNW NNE ENE ESE SSE SSW WSW WNW
C 1 CCCC | city N E S W *
D 4 CRFR | city N ; road W E ; field WNW ENE >N ; field WSW SSW SSE ESE
E 5 CFFF | city N ; field ENE ESE SSE SSW WSW WNW >N
F 2 FCFC | city E W * ; field NNW NNE >E ; field SSE SSW >E
G 1 FCFC | city E W ; field NNW NNE >E ; field SSE SSW >E
H 3 CFCF | city N ; city S ; field ENE ESE WSW WNW >N,S
I 2 CCFF | city N ; city E ; field SSE SSW WSW WNW >N,E
J 3 CRRF | city N ; road E S ; field ESE SSE ; field SSW WSW WNW ENE >N
K 3 CFRR | city N ; road S W ; field SSW WSW ; field SSE ESE ENE WNW >N
L 3 CRRR | city N ; road E ; road S ; road W ; field WNW ENE >N ; field ESE SSE ; field SSW WSW
M 2 CFFC | city N W * ; field ENE ESE SSE SSW >N
N 3 CFFC | city N W ; field ENE ESE SSE SSW >N
O 2 CRRC | city N W * ; road E S ; field ESE SSE ; field ENE SSW >N
P 3 CRRC | city N W ; road E S ; field ESE SSE ; field ENE SSW >N
Q 1 CCFC | city N E W * ; field SSE SSW >N
R 3 CCFC | city N E W ; field SSE SSW >N
S 2 CCRC | city N E W * ; road S ; field SSW >N ; field SSE >N
T 1 CCRC | city N E W ; road S ; field SSW >N ; field SSE >N
U 8 RFRF | road N S ; field NNE ENE ESE SSE ; field SSW WSW WNW NNW
V 9 FFRR | road S W ; field SSW WSW ; field WNW NNW NNE ENE ESE SSE
W 4 FRRR | road E ; road S ; road W ; field WNW NNW NNE ENE ; field ESE SSE ; field SSW WSW
X 1 RRRR | road N ; road E ; road S ; road W ; field NNE ENE ; field ESE SSE ; field SSW WSW ; field WNW NNW
`

/** variants.md's River table (1.3) in the same notation; W is water, a river runs between edge ports. */
const RIVER_TABLE = `
RA 1 FWFF | river E ; field NNW NNE ENE ESE SSE SSW WSW WNW
RB 1 CWRW | city N ; road S ; river W E ; field WNW >N ; field ENE >N ; field ESE SSE ; field SSW WSW
RC 1 CWCW | city N ; city S ; river W E ; field WNW ENE >N ; field WSW ESE >S
RD 2 FWFW | river W E ; field WNW NNW NNE ENE ; field WSW SSW SSE ESE
RE 1 CWWC | city N W ; river S E ; field SSW ENE >N ; field ESE SSE
RG 2 FFWW | river W S ; field WNW NNW NNE ENE ESE SSE ; field WSW SSW
RH 1 FWRW | monastery C ; road S ; river W E ; field WNW NNW NNE ENE ; field ESE SSE ; field SSW WSW
RI 1 RRWW | road N E ; river W S ; field NNE ENE ; field WNW NNW ESE SSE ; field WSW SSW
RK 1 WRWR | road W E ; river N S ; field WNW NNW ; field NNE ENE ; field ESE SSE ; field SSW WSW
RL 1 FFFW | river W ; field NNW NNE ENE ESE SSE SSW WSW WNW
`

function parse(table: string): SpecTile[] {
  return table.trim()
    .split('\n')
    .map((line) => {
      const [head, body] = line.split('|')
      const [letter, count, edges] = head.trim().split(/\s+/)
      const segments = body.split(';').map((text): SpecSegment => {
        const words = text.trim().split(/\s+/)
        const kind = words[0] as Kind
        const ports = words.slice(1).filter((w) => w !== '*' && !w.startsWith('>'))
        const touchWord = words.find((w) => w.startsWith('>'))
        return { kind, ports, shield: words.includes('*'), touches: touchWord ? touchWord.slice(1).split(',') : [] }
      })
      return { letter, count: Number(count), edges, segments }
    })
}

export const SPEC_TILES: readonly SpecTile[] = parse(TABLE)
export const SPEC_RIVER_TILES: readonly SpecTile[] = parse(RIVER_TABLE)
/** Every tile of both tables by id. */
export const SPEC: Readonly<Record<string, SpecTile>> = Object.fromEntries([...SPEC_TILES, ...SPEC_RIVER_TILES].map((t) => [t.letter, t]))

export const SIDES = ['N', 'E', 'S', 'W'] as const
export const HALVES = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'] as const
export const ALL_PORTS = [...SIDES, ...HALVES, 'C'] as const

/** A 90 degree clockwise turn, exactly as rules.md lists it. */
export const TURN_90: Readonly<Record<string, string>> = {
  N: 'E', E: 'S', S: 'W', W: 'N',
  NNW: 'ENE', NNE: 'ESE', ENE: 'SSE', ESE: 'SSW', SSE: 'WSW', SSW: 'WNW', WSW: 'NNW', WNW: 'NNE',
  C: 'C',
}

export function rotatePort(port: string, rotation: number): string {
  let p = port
  for (let i = 0; i < rotation / 90; i++) p = TURN_90[p]
  return p
}

/** The edge a port lies on (N, E, S, W), or null for the centre. */
export function edgeOf(port: string): string | null {
  return port === 'C' ? null : port[0]
}

export const STEP: Readonly<Record<string, readonly [number, number]>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }

/** The port a port meets across its edge (rules.md: E-W, ENE-WNW, ESE-WSW, S-N, SSW-NNW, SSE-NNE). */
export const FACING: Readonly<Record<string, string>> = {
  N: 'S', S: 'N', E: 'W', W: 'E',
  ENE: 'WNW', WNW: 'ENE', ESE: 'WSW', WSW: 'ESE',
  SSW: 'NNW', NNW: 'SSW', SSE: 'NNE', NNE: 'SSE',
}

/** Terrain of each side of `letter` at `rotation`, keyed by side name. */
export function rotatedEdges(letter: string, rotation: number): Record<string, string> {
  const out: Record<string, string> = {}
  SIDES.forEach((side, i) => {
    out[rotatePort(side, rotation)] = SPEC[letter].edges[i]
  })
  return out
}

/** Segments of `letter` at `rotation`, ports in board orientation. */
export function rotatedSegments(letter: string, rotation: number): SpecSegment[] {
  return SPEC[letter].segments.map((s) => ({
    kind: s.kind,
    ports: s.ports.map((p) => rotatePort(p, rotation)),
    shield: s.shield,
    touches: s.touches.map((p) => rotatePort(p, rotation)),
  }))
}

/** The 71 non-start letters (the start tile is one of the four D). */
export function nonStartInventory(): string[] {
  const out: string[] = []
  for (const t of SPEC_TILES) for (let i = 0; i < (t.letter === 'D' ? t.count - 1 : t.count); i++) out.push(t.letter)
  return out
}
