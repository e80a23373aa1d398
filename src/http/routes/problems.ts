/**
 * The pages that problem `type` URIs name (RFC 9457 section 3.1.1): GET /problems/{slug} says what
 * the code means and what to do, as HTML for a person, or as JSON when Accept asks for it.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PROBLEM_TYPE_PAGES, type ProblemTypePage } from '../problem-types.js'
import { sendProblem } from '../problem.js'
import { LIMITED_PROBLEMS, problems } from '../responses.js'

/** The pages never change while a server runs. */
const CACHE_CONTROL = 'public, max-age=86400'

const ProblemTypeSchema = Type.Object(
  {
    type: Type.String({ description: 'This page: the `type` of the problems with this code' }),
    code: Type.String(),
    status: Type.Integer(),
    title: Type.String(),
    meaning: Type.String({ description: 'When the service answers with this code' }),
    action: Type.String({ description: 'What the client should do' }),
  },
  { additionalProperties: false },
)

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** `code` spans of the texts (written in Markdown backticks). */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>')

function html(page: ProblemTypePage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${page.code}: ${escapeHtml(page.title)}</title></head>
<body>
<h1>${page.status} ${page.code}</h1>
<p><strong>${escapeHtml(page.title)}</strong></p>
<h2>What it means</h2>
<p>${inline(page.meaning)}</p>
<h2>What to do</h2>
<p>${inline(page.action)}</p>
<p>Problems of this type are <code>application/problem+json</code> with <code>"type": "${page.type}"</code> and <code>"code": "${page.code}"</code>. The API: <a href="/docs">/docs</a>.</p>
</body></html>
`
}

/** JSON when Accept names a JSON type before (or without) text/html. */
function wantsJson(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase())
  const json = types.findIndex((t) => t === 'application/json' || t === 'application/problem+json')
  const page = types.findIndex((t) => t === 'text/html')
  return json >= 0 && (page < 0 || json < page)
}

export const problemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/problems/:slug',
    {
      schema: {
        operationId: 'getProblemType',
        tags: ['meta'],
        summary: 'What a problem type means and what to do about it',
        description: 'The page a problem\'s `type` names: HTML, or JSON when Accept asks for `application/json` before `text/html`.',
        security: [],
        params: Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,64}$', description: 'The code in lower case with dashes, e.g. `not-your-turn`', examples: ['not-your-turn'] }) }),
        response: {
          200: {
            description: 'The problem type',
            headers: { 'cache-control': Type.String({ description: `\`${CACHE_CONTROL}\`` }) },
            content: {
              'text/html': { schema: Type.String({ description: 'A page for people' }) },
              'application/json': { schema: ProblemTypeSchema },
            },
          },
          ...problems(...LIMITED_PROBLEMS, 'ROUTE_NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const page = PROBLEM_TYPE_PAGES.get(request.params.slug)
      if (page === undefined) return sendProblem(reply, 'ROUTE_NOT_FOUND', `no problem type ${request.params.slug}`)
      reply.header('cache-control', CACHE_CONTROL)
      if (wantsJson(request.headers.accept)) return reply.type('application/json; charset=utf-8').send(page)
      return reply.type('text/html; charset=utf-8').send(html(page))
    },
  )
}
