/** STUB: ETag and If-None-Match (304, no body) on every GET under /games/{id}. */
import type { FastifyInstance } from 'fastify'

export async function registerConditional(_app: FastifyInstance): Promise<void> {}
