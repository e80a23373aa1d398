/** STUB: CORS for the origins of CORS_ORIGINS (off when empty), preflight included. */
import type { FastifyInstance } from 'fastify'

export async function registerCors(_app: FastifyInstance, _origins: readonly string[]): Promise<void> {}
