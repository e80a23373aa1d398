/**
 * The turn as a state machine: draw -> place -> deploy -> score; seats join and resign beside it
 * (seats.ts). `apply` is pure: it returns the next state and what happened, or a RuleError and
 * leaves the given state untouched.
 */
import { ROTATIONS, isPort, portIndex, type Port, type Rotation } from './geometry.js'
import type { Action, ApplyResult, FinishedBy } from './actions.js'
import { boardIndex, extendBoard } from './board-cache.js'
import { choosesTile, isChosen, nextTurnChoice, redraw } from './choice.js'
import { chosenTile, draftTurn, leftoversRemain, reserve, reveal } from './draft.js'
import { afterRiverTurn, checkHand, dealAtDraw, refillAfterTurn } from './hand.js'
import { finish } from './ending.js'
import { ruleError } from './errors.js'
import type { GameEvent } from './events.js'
import { award, nextSeat, withSupply } from './players.js'
import { isPlaceable, legalRotations, nextPlaceableRiverTile, refusalOf } from './placement.js'
import { inRiverPhase, isRiverTile } from './river.js'
import { completedFeatures, isOccupied, meepleRoots, scoreFeature } from './scoring.js'
import { join, resign, resignDue } from './seats.js'
import { SEGMENT_SLOTS } from './board.js'
import { appended, evolve, evolvePlayer, turnState, type GameState, type Meeple, type Player } from './state.js'
import type { TileId } from './tiles.js'

export type { Action, ApplyResult } from './actions.js'

export function apply(state: GameState, action: Action): ApplyResult {
  if (action.type === 'join') return join(state, action.seat, action.name)
  if (action.type === 'resign') return resign(state, action.seat, action.by)
  const turn = state.turn
  if (turn === null) {
    return state.status === 'waiting' ? ruleError('GAME_NOT_STARTED', 'seats are still open') : ruleError('GAME_FINISHED', 'the game is finished')
  }
  if (turn.resignDue === true) return resignDue(turn.seat)
  // A resigned seat is never the active one, so its turn actions end here too.
  if (action.seat !== turn.seat) return ruleError('NOT_YOUR_TURN', `it is seat ${turn.seat}'s turn`)
  switch (action.type) {
    case 'reserve':
      if (turn.phase !== 'reserve') return state.options.draft === true ? wrongPhase(state, 'reserve') : ruleError('WRONG_PHASE', 'there is nothing to reserve: this game has no draft')
      return reserve(state, action.tile)
    case 'draw':
      if (turn.phase !== 'draw') return wrongPhase(state, 'draw')
      return choosesTile(state.options) ? choiceDraw(state) : draw(state)
    case 'place': {
      if (turn.phase !== 'place') return wrongPhase(state, 'place')
      const tile = turn.tile === null ? chosenTile(state, action.tile) : turn.tile
      if (typeof tile !== 'string') return ruleError(tile.code, tile.message)
      if (action.tile !== undefined && action.tile !== tile) return ruleError('TILE_NOT_AVAILABLE', `the tile to place is ${tile}, not ${action.tile}`)
      return place(state, tile, action.x, action.y, action.rotation)
    }
    case 'deploy':
      if (turn.phase !== 'deploy') return wrongPhase(state, 'deploy')
      return deploy(state, action.at)
    case 'score':
      if (turn.phase !== 'deploy' && turn.phase !== 'score') return wrongPhase(state, 'score')
      if ((action.resigns === true || action.resignFollows === true) && (action.resigns === action.resignFollows || !lastTurnOfResigningSeat(state, action.by))) {
        return ruleError('WRONG_PHASE', 'a score is followed by a resignation (or resigns its seat) only when finishing the last turn for a resigning seat, or for a seat the clock resigns')
      }
      return score(state, action.by, action.resigns === true ? 'with-score' : action.resignFollows === true ? 'follows' : null)
    case 'redraw':
      return redraw(state)
    case 'undo':
      if (state.options.undo === false) return ruleError('NO_UNDO', 'undo is turned off in this game (option undo: false)')
      if (turn.phase !== 'deploy' && turn.phase !== 'score') return wrongPhase(state, 'undo')
      return undo(state)
  }
}

/**
 * Whether this score finishes the game's last turn for a seat that resigns next: finished for a
 * seat that resigns (`by: 'resign'`), or by the clock for a seat whose timeouts reach maxTimeouts
 * with it (play.md: resignation after maxTimeouts).
 */
function lastTurnOfResigningSeat(state: GameState, by: FinishedBy | undefined): boolean {
  if (!scoreEndsGame(state)) return false
  if (by === 'resign') return true
  const clock = state.options.clock
  return by === 'clock' && clock !== undefined && state.players[state.turn!.seat].timeouts + 1 >= clock.maxTimeouts
}

/**
 * Whether this turn's score ends the game: the pile is empty and nothing is left to choose from
 * (no draft leftovers; with hands, no seat still in the game holds a tile but the one just placed).
 */
function scoreEndsGame(state: GameState): boolean {
  if (state.drawn !== state.pile.length) return false
  const hands = state.choice?.hands
  if (hands === undefined) return !leftoversRemain(state.choice)
  const seat = state.turn!.seat
  return hands.every((hand, s) => hand.length === (s === seat ? 1 : 0) || (s !== seat && state.players[s].resigned))
}

function wrongPhase(state: GameState, action: string): ApplyResult {
  return ruleError('WRONG_PHASE', `cannot ${action} in phase ${state.turn?.phase}`)
}

/** The `discarded` of most draws: one shared empty list, so that they allocate none. */
const NONE_DISCARDED: readonly TileId[] = Object.freeze([])

function draw(state: GameState): ApplyResult {
  const index = boardIndex(state.board)
  const seat = state.turn!.seat
  let discarded: TileId[] | null = null
  let drawn = state.drawn
  while (drawn < state.pile.length) {
    const tile = state.pile[drawn++]
    if (isPlaceable(state.options, index, tile)) {
      const next = turnState(
        state,
        { seat, phase: 'place', tile, placed: null },
        state.players,
        state.meeples,
        state.board,
        drawn,
        discarded === null ? state.discarded : [...state.discarded, ...discarded],
      )
      return { ok: true, state: next, events: [{ type: 'drawn', seat, tile, discarded: discarded ?? NONE_DISCARDED }] }
    }
    ;(discarded ??= []).push(tile)
  }
  const exhausted = evolve(state, { drawn, discarded: discarded === null ? state.discarded : [...state.discarded, ...discarded] })
  const events: GameEvent[] = [{ type: 'drawn', seat, tile: null, discarded: discarded ?? NONE_DISCARDED }]
  return { ok: true, state: finish(exhausted, index, events), events }
}

/**
 * The draw of the draft and of hands. During the river phase River tiles are drawn one at a time, as
 * in any River game (variants.md 1.5); a draw that removes the last of them as unplaceable ends the
 * river phase inside it and goes on as the variant's: the draft's reveal, or the deal and the hand's check.
 */
function choiceDraw(state: GameState): ApplyResult {
  const draft = state.options.draft === true
  if (!inRiverPhase(state.pile, state.drawn)) return draft ? reveal(state, NONE_DISCARDED) : checkHand(state)
  const removed: TileId[] = []
  const position = nextPlaceableRiverTile(state.options, boardIndex(state.board), state.pile, state.drawn, removed)
  // A River tile fits: the same draw as in a River game without these variants.
  if (position < state.pile.length && isRiverTile(state.pile[position])) return draw(state)
  const ended = evolve(state, { drawn: position, discarded: [...state.discarded, ...removed] })
  return draft ? reveal(ended, removed) : dealAtDraw(ended, removed)
}

function place(state: GameState, tile: TileId, x: number, y: number, rotation: Rotation): ApplyResult {
  const turn = state.turn!
  // Only quarter turns are rotations: 45 would read as bit 0 (1 << 0.5 === 1), pass, then crash in the index.
  if (!ROTATIONS.includes(rotation)) return ruleError('ILLEGAL_PLACEMENT', `${rotation} is not a rotation`, 'edge-mismatch')
  const index = boardIndex(state.board)
  if ((legalRotations(state.options, index, tile, x, y) & (1 << (rotation / 90))) === 0) {
    const reason = refusalOf(state.options, index, tile, x, y, rotation)
    return ruleError('ILLEGAL_PLACEMENT', `${tile} cannot go to (${x}, ${y}) at rotation ${rotation} (${reason})`, reason)
  }
  const board = extendBoard(state.board, { x, y, tile, rotation })
  const next = turnState(state, { seat: turn.seat, phase: 'deploy', tile, placed: { x, y, rotation } }, state.players, state.meeples, board, state.drawn, state.discarded)
  return { ok: true, state: next, events: [{ type: 'placed', seat: turn.seat, tile, x, y, rotation }] }
}

function deploy(state: GameState, at: Port): ApplyResult {
  const turn = state.turn!
  const { x, y } = turn.placed!
  const index = boardIndex(state.board)
  const tileIndex = index.size - 1
  const segmentIndex = isPort(at) ? index.tiles[tileIndex].portSegment[portIndex(at)] : -1
  if (segmentIndex < 0) return ruleError('NO_SUCH_SEGMENT', `the placed tile has no segment at ${at}`)
  const feature = index.tiles[tileIndex].segments[segmentIndex].kind
  if (feature === 'river') return ruleError('NO_SUCH_SEGMENT', `the river at ${at} takes no meeple`)
  if (feature === 'field' && !state.options.farmers) {
    return ruleError('NO_SUCH_SEGMENT', 'farmers are off in this game: fields take no meeples')
  }
  if (state.players[turn.seat].meeples === 0) return ruleError('NO_MEEPLES', 'no meeple left in supply')
  if (isOccupied(state, index, index.find(tileIndex * SEGMENT_SLOTS + segmentIndex))) {
    return ruleError('FEATURE_OCCUPIED', `the ${feature} at ${at} already holds a meeple`)
  }
  const meeple: Meeple = { seat: turn.seat, x, y, at, feature }
  const next = turnState(
    state,
    { seat: turn.seat, phase: 'score', tile: turn.tile, placed: turn.placed },
    state.players.map((p) => (p.seat === turn.seat ? withSupply(p, p.meeples - 1) : p)),
    appended(state.meeples, meeple),
    state.board,
    state.drawn,
    state.discarded,
  )
  return { ok: true, state: next, events: [{ type: 'deployed', seat: meeple.seat, x, y, at, feature }] }
}

/**
 * The state before the turn's placement, derived from the state after it: the placed tile is the
 * board's last, and a meeple deployed this turn is the last of the meeples (nothing else moves
 * them before the turn is scored).
 */
function undo(state: GameState): ApplyResult {
  const turn = state.turn!
  const { x, y, rotation } = turn.placed!
  const tile = turn.tile!
  const deployed = turn.phase === 'score' ? state.meeples[state.meeples.length - 1] : null
  const next = turnState(
    state,
    // In the draft (or with hands) the seat chooses again among the whole display; a River tile stays drawn.
    { seat: turn.seat, phase: 'place', tile: isChosen(state.options, tile) ? null : tile, placed: null },
    deployed === null ? state.players : state.players.map((p) => (p.seat === turn.seat ? withSupply(p, p.meeples + 1) : p)),
    deployed === null ? state.meeples : state.meeples.slice(0, -1),
    state.board.slice(0, -1),
    state.drawn,
    state.discarded,
  )
  const event: GameEvent = deployed === null ? { type: 'undone', seat: turn.seat, tile, x, y, rotation } : { type: 'undone', seat: turn.seat, tile, x, y, rotation, at: deployed.at }
  return { ok: true, state: next, events: [event] }
}

/**
 * Scores the turn and passes it on, or ends the game after the last one. `resignation` (the last
 * turn of a seat that resigns): `follows` leaves the turn with the seat, in phase draw with nothing
 * left to draw, for its resign entry to end the game; `with-score` (earlier versions' logs)
 * resigns the seat here.
 */
function score(state: GameState, by: FinishedBy | undefined, resignation: 'follows' | 'with-score' | null): ApplyResult {
  const index = boardIndex(state.board)
  const completed = completedFeatures(index, index.size - 1)
  const events: GameEvent[] = []
  let players = state.players
  let meeples = state.meeples
  if (completed.length > 0) {
    const roots = meepleRoots(state, index)
    // Completed features are distinct, so no meeple stands on two of them.
    const returned: number[] = []
    for (const feature of completed) {
      const on: number[] = []
      for (let i = 0; i < state.meeples.length; i++) if (roots[i] === feature.root) on.push(i)
      const scoreEvent = scoreFeature(state, index, feature, on)
      events.push({ type: 'scored', stage: 'turn', score: scoreEvent })
      players = award(players, scoreEvent, 'turn')
      for (const i of on) returned.push(i)
    }
    if (returned.length > 0) {
      const back = new Array<number>(players.length).fill(0)
      for (const i of returned) back[state.meeples[i].seat]++
      players = players.map((p) => (back[p.seat] === 0 ? p : withSupply(p, p.meeples + back[p.seat])))
      meeples = state.meeples.filter((_, i) => !returned.includes(i))
    }
  }
  players = countTimeout(players, state.turn!.seat, by)
  if (resignation === 'with-score') {
    const seat = state.turn!.seat
    players = players.map((p) => (p.seat === seat ? evolvePlayer(p, { resigned: true }) : p))
    events.push({ type: 'resigned', seat })
  }
  const endDeferred = resignation === 'follows'
  if (state.choice?.hands !== undefined) {
    const next = isRiverTile(state.turn!.tile!) ? afterRiverTurn(state, players, meeples, index, events, endDeferred) : refillAfterTurn(state, players, meeples, index, events, endDeferred)
    return { ok: true, state: next, events }
  }
  if (scoreEndsGame(state)) {
    if (!endDeferred) return { ok: true, state: finish(evolve(state, { players, meeples }), index, events), events }
    const waiting = turnState(state, { seat: state.turn!.seat, phase: 'draw', tile: null, placed: null, resignDue: true }, players, meeples, state.board, state.drawn, state.discarded)
    return { ok: true, state: waiting, events }
  }
  const seat = nextSeat(players, state.turn!.seat)
  const next = turnState(state, { seat, phase: 'draw', tile: null, placed: null }, players, meeples, state.board, state.drawn, state.discarded)
  if (state.choice === undefined) return { ok: true, state: next, events }
  const choice = state.choice
  return { ok: true, state: choice.draft === undefined ? evolve(next, { choice: nextTurnChoice(choice) }) : draftTurn(next, choice, state.turn!.tile!), events }
}

/**
 * A turn the clock finished adds one to the seat's run of timeouts, a turn the seat finished itself
 * (or its bot, or a lesson's script) ends the run; one finished before resigning leaves it as it is.
 */
function countTimeout(players: readonly Player[], seat: number, by: FinishedBy | undefined): readonly Player[] {
  const before = players[seat].timeouts
  const timeouts = by === 'clock' ? before + 1 : by === undefined || by === 'bot' || by === 'lesson' ? 0 : before
  return timeouts === before ? players : players.map((p) => (p.seat === seat ? evolvePlayer(p, { timeouts }) : p))
}
