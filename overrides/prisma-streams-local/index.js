// Never loaded: @prisma/dev imports this only to start `prisma dev`, which this project does not run.
export async function startLocalDurableStreamsServer() {
  throw new Error('prisma dev is not supported by carcassonne-service: @prisma/streams-local is a stand-in (overrides/prisma-streams-local)')
}
