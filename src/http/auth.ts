/** The bearer token of a request, and the Authorization header's schema. */
import { LIMITS, SafeString } from './schemas.js'

export const AuthorizationHeader = SafeString('header', LIMITS.authorization, { description: 'Bearer <token>' })

/** The bearer token of the Authorization header, if well formed. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}
