/**
 * The browser client (README, "In the browser"): the page at `/` and its scripts and style sheet
 * under `/web/`. Not part of the API, so not in the OpenAPI document. The page has its own content
 * security policy, as strict as it can be: its own scripts, styles, images and API, nothing else.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { sendProblem } from '../http/problem.js'
import { loadAssets, type Asset } from './assets.js'

const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * Beside this module (the sources, and the image, which copies them into dist/), else in the
 * sources from dist/src/web/ (`npm run build` compiles the server only).
 */
const CLIENT_FOLDER = [new URL('./client/', import.meta.url), new URL('../../../src/web/client/', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((folder) => existsSync(join(folder, 'index.html')))

/** The same files for the life of the process: a browser revalidates them by their ETag. */
function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  reply.header('content-security-policy', PAGE_CSP).header('cache-control', 'no-cache').header('etag', asset.etag)
  const held = request.headers['if-none-match']
  if (held !== undefined && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag)) return reply.code(304).send()
  return reply.type(asset.type).send(asset.body)
}

export const webRoutes: FastifyPluginAsync = async (app) => {
  if (CLIENT_FOLDER === undefined) throw new Error('the browser client (src/web/client) is missing')
  const folder = CLIENT_FOLDER
  app.get('/', { schema: { hide: true } }, async (request, reply) => sendAsset(request, reply, (await loadAssets(folder)).get('index.html')!))
  app.get<{ Params: { file: string } }>('/web/:file', { schema: { hide: true } }, async (request, reply) => {
    const asset = request.params.file === 'index.html' ? undefined : (await loadAssets(folder)).get(request.params.file)
    if (asset === undefined) return sendProblem(reply, 'ROUTE_NOT_FOUND', `no file ${request.params.file} in the browser client`)
    return sendAsset(request, reply, asset)
  })
}
