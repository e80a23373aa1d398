/**
 * The answers to requests no operation takes (http/methods.ts) in the OpenAPI document. They
 * belong to no operation: a 405 listed under each operation would tell clients and generated SDKs
 * that the operation itself may answer it, which it never does (its own method is allowed). They
 * are the root extension `x-unrouted-responses`, by status, and the info description tells them.
 */
import { problemResponses } from './responses.js'
import { commonHeaders } from './response-headers.js'

const ALLOW = {
  description: "The path's methods: those of its operations, HEAD with GET, and OPTIONS",
  schema: { type: 'string', example: 'GET, HEAD, OPTIONS' },
}

const PROBLEM = { $ref: '#/components/schemas/Problem' }

export const UNROUTED_EXTENSION = 'x-unrouted-responses'

export function documentUnrouted(document: Record<string, unknown>): void {
  // Any path: only the health probes are outside the rate limits, and no 405 or 404 concerns them alone.
  const headers = (status: string) => commonHeaders('/', status)
  const notFound = problemResponses(['ROUTE_NOT_FOUND'], PROBLEM)[404] as object
  const notAllowed = problemResponses(['METHOD_NOT_ALLOWED'], PROBLEM)[405] as object
  document[UNROUTED_EXTENSION] = {
    '204': { description: 'OPTIONS on a path that exists (other than a CORS preflight): its methods, no body', headers: { allow: ALLOW, ...headers('204') } },
    '404': { ...notFound, headers: headers('404') },
    '405': { ...notAllowed, description: 'A path that exists, with a method none of its operations has', headers: { allow: ALLOW, ...headers('405') } },
  }
}
