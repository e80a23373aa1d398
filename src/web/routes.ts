/**
 * The browser client (README, "In the browser"): the page at `/` and its scripts and style sheet
 * under `/web/`. Not part of the API, so not in the OpenAPI document. The page has its own content
 * security policy, as strict as it can be: its own scripts, styles, images and API, nothing else.
 */
import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { sendProblem } from '../http/problem.js'
import { loadAssets, type Asset } from './assets.js'

export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const CLIENT_FOLDER = fileURLToPath(new URL('./client/', import.meta.url))

/** The same files for the life of the process: a browser revalidates them by their ETag. */
function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  reply.header('content-security-policy', PAGE_CSP).header('cache-control', 'no-cache').header('etag', asset.etag)
  const held = request.headers['if-none-match']
  if (held !== undefined && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag)) return reply.code(304).send()
  return reply.type(asset.type).send(asset.body)
}

export const webRoutes: FastifyPluginAsync = async (app) => {
  const assets = loadAssets(CLIENT_FOLDER)
  const page = assets.get('index.html')
  if (page === undefined) throw new Error(`no index.html in ${CLIENT_FOLDER}`)

  app.get('/', { schema: { hide: true } }, async (request, reply) => sendAsset(request, reply, page))
  app.get<{ Params: { file: string } }>('/web/:file', { schema: { hide: true } }, async (request, reply) => {
    const asset = request.params.file === 'index.html' ? undefined : assets.get(request.params.file)
    if (asset === undefined) return sendProblem(reply, 'ROUTE_NOT_FOUND', `no file ${request.params.file} in the browser client`)
    return sendAsset(request, reply, asset)
  })
}
