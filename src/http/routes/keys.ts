/** The public keys that sign receipts, as a JWKS (RFC 7517, OKP keys of RFC 8037). */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Keyring } from '../../receipts/keyring.js'
import { LIMITED_PROBLEMS, problems } from '../responses.js'

const Jwk = Type.Object(
  {
    kty: Type.Literal('OKP'),
    crv: Type.Literal('Ed25519'),
    kid: Type.String({ description: 'The RFC 7638 thumbprint of the key; receipts name it' }),
    x: Type.String({ description: 'The public key, base64url' }),
  },
  { additionalProperties: false },
)

export const keyRoutes: FastifyPluginAsyncTypebox<{ keys: Keyring }> = async (app, { keys }) => {
  const jwks = { keys: keys.keys.map(({ kty, crv, kid, x }) => ({ kty, crv, kid, x })) }
  app.get(
    '/keys',
    {
      schema: {
        operationId: 'listReceiptKeys',
        tags: ['audit'],
        summary: 'The public keys that sign receipts',
        description: 'A JWKS (RFC 7517) of Ed25519 keys (RFC 8037); retired keys stay listed so that old receipts still verify.',
        security: [],
        response: { 200: Type.Object({ keys: Type.Array(Jwk) }, { description: 'Every key that has signed receipts, the current one first' }), ...problems(...LIMITED_PROBLEMS) },
      },
    },
    async () => jwks,
  )
}
