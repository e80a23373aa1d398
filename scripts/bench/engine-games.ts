/**
 * The engine benchmarks' workload: complete random games (a random legal placement, a random
 * deployment about half the time, all scoring), played with a given engine build. The engine is
 * a parameter so that bench-engine-ab can play the same games with another build's engine.
 */
import type * as Engine from '../../src/engine/index.js'

/** What the games use of an engine build; every build since the base game has these four. */
export type EngineApi = Pick<typeof Engine, 'apply' | 'createGame' | 'legalDeployments' | 'legalPlacements'>

/** A game player for `engine`: plays game `gameNumber` (seed `bench-N`); `onPlace` sees every state in phase place. */
export function gamePlayer(engine: EngineApi, playerCount: number) {
  const { apply, createGame, legalDeployments, legalPlacements } = engine
  const players = Array.from({ length: playerCount }, (_, i) => ({ name: `P${i}` }))
  const must = (state: Engine.GameState, action: Engine.Action): Engine.GameState => {
    const result = apply(state, action)
    if (!result.ok) throw new Error(`${action.type} rejected: ${result.error.code}`)
    return result.state
  }
  return (gameNumber: number, pick: (n: number) => number, onPlace?: (state: Engine.GameState) => void): void => {
    const created = createGame({ players, seed: `bench-${gameNumber}` })
    if (!created.ok) throw new Error(created.error.message)
    let state = created.state
    while (state.status === 'active') {
      const seat = state.turn!.seat
      state = must(state, { type: 'draw', seat })
      if (state.status !== 'active') break
      onPlace?.(state)
      const placements = legalPlacements(state)
      const { x, y, rotation } = placements[pick(placements.length)]
      state = must(state, { type: 'place', seat, x, y, rotation })
      if (pick(2) === 0) {
        const deployments = legalDeployments(state)
        if (deployments.length > 0) state = must(state, { type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
      }
      state = must(state, { type: 'score', seat })
    }
  }
}
