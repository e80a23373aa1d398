/** The bearer token of a request, and the Authorization header's schema. */
import { Type } from '@sinclair/typebox'

/** Any value: one that is not `Bearer <a token of this game or player>` is 401 UNAUTHORIZED (api.md, play.md), not a validation error. */
export const AuthorizationHeader = Type.String({ description: 'Bearer <token>' })

/** The bearer token of the Authorization header, if well formed. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}
