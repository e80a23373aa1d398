// A game and its draw entries as the store takes them (tests of src/store/games.ts and what uses it).
import { randomUUID } from 'node:crypto'
import type { NewAction, NewGame } from '../../src/store/games.js'

export function newGame(overrides: Partial<NewGame> = {}): NewGame {
  return {
    id: randomUUID(),
    options: { farmers: true },
    state: { turn: { seat: 0, phase: 'draw' }, board: [{ x: 0, y: 0, tile: 'D', rotation: 0 }] },
    status: 'active',
    deckSource: 'seed',
    seed: 'secret seed',
    deckCommitment: 'c'.repeat(64),
    rulesVersion: 'rules-1',
    seats: [
      { seat: 0, name: 'Ada', color: 'red', tokenHash: 'a'.repeat(64), inviteHash: null, playerId: null, bot: null },
      { seat: 1, name: 'Bo', color: 'blue', tokenHash: 'b'.repeat(64), inviteHash: null, playerId: null, bot: null },
    ],
    entry: { payload: { players: [{ name: 'Ada' }, { name: 'Bo' }], seed: null }, result: { deck: { remaining: 71 } } },
    ...overrides,
  }
}

export function draw(n: number, overrides: Partial<NewAction> = {}): NewAction {
  return {
    type: 'draw',
    seat: n % 2,
    payload: {},
    result: { tile: 'E', discarded: [], n, nested: { z: [1, 2.5, -3e-7], a: 'é\u2028"' } },
    rulesVersion: 'rules-1',
    state: { turn: { seat: n % 2, phase: 'place' }, n },
    status: 'active',
    ...overrides,
  }
}
