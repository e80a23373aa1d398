// Typed failures of the store that callers are expected to map to responses.

/** The game is not at the version the write was based on; nothing was written. */
export class VersionConflictError extends Error {
  readonly code = 'VERSION_CONFLICT'
  constructor(
    readonly gameId: string,
    readonly expectedVersion: number,
    /** The version found, when it was read before the write was refused. */
    readonly actualVersion?: number,
  ) {
    super(`game ${gameId} is not at version ${expectedVersion}` + (actualVersion === undefined ? '' : ` but ${actualVersion}`))
    this.name = 'VersionConflictError'
  }
}

export class GameNotFoundError extends Error {
  readonly code = 'GAME_NOT_FOUND'
  constructor(readonly gameId: string) {
    super(`no game ${gameId}`)
    this.name = 'GameNotFoundError'
  }
}
