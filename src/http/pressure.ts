/**
 * Load shedding with @fastify/under-pressure: while the process is overloaded every request but
 * GET /health is answered 503 SERVICE_UNAVAILABLE (problem+json, Retry-After; see problem.ts),
 * instead of queueing until everything times out.
 *
 * Heap and RSS bounds shed as soon as one sample exceeds them. The event-loop delay sheds only
 * when it is sustained: its mean exceeds the bound for SUSTAINED_SAMPLES samples in a row. A
 * single long pause is normal here (Prisma compiles each query shape on first use, which blocks
 * the loop for a second or more on a slow machine) and is no reason to refuse requests.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'

export interface PressureLimits {
  /** Mean event-loop delay (ms) that, sustained, sheds load; 0 turns the check off. */
  readonly maxEventLoopDelayMs: number
  /** V8 heap used (bytes); 0 turns the check off. */
  readonly maxHeapUsedBytes: number
  /** Resident set size (bytes); 0 turns the check off. */
  readonly maxRssBytes: number
}

export const PRESSURE_SAMPLE_MS = 1_000
export const SUSTAINED_SAMPLES = 3

export async function registerPressure(app: FastifyInstance, limits: PressureLimits, retryAfterSeconds: number): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let overFor = 0
  let lastMeanMs = 0
  app.addHook('onClose', async () => histogram.disable())
  await app.register(underPressure, {
    sampleInterval: PRESSURE_SAMPLE_MS,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    retryAfter: retryAfterSeconds,
    ...(limits.maxEventLoopDelayMs > 0
      ? {
          healthCheckInterval: PRESSURE_SAMPLE_MS,
          // "Healthy" unless the loop lagged past the bound for SUSTAINED_SAMPLES samples in a row
          // (a sample without any measurement means the loop was blocked all along).
          healthCheck: async () => {
            lastMeanMs = histogram.count === 0 ? Infinity : histogram.mean / 1e6
            histogram.reset()
            overFor = lastMeanMs > limits.maxEventLoopDelayMs ? overFor + 1 : 0
            return overFor < SUSTAINED_SAMPLES
          },
        }
      : {}),
    pressureHandler: (_request, _reply, type, value) => {
      const what = type === 'healthCheck' ? `event loop delay ${Math.round(lastMeanMs)} ms for ${overFor} s` : `${type} ${Math.round(value ?? 0)}`
      return Promise.reject(Object.assign(new Error(`the server is under pressure (${what})`), { code: 'FST_UNDER_PRESSURE', statusCode: 503 }))
    },
  })
}
