/**
 * The OpenAPI document's own parts: info (with the turn flow a client developer needs first),
 * servers, tags, security schemes, and the post-processing of the generated document (common
 * response headers, examples). The operations come from the route schemas.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import { RULES_VERSION } from '../engine/index.js'
import { documentCommonHeaders } from './response-headers.js'
import { documentExamples } from './openapi-examples.js'
import { documentDiscriminators } from './openapi-unions.js'
import { documentUnrouted } from './openapi-unrouted.js'
import { documentWebhooks } from './openapi-webhooks.js'

const DESCRIPTION = `Game state service for the Carcassonne base game (2-5 players, farmers included), with an append-only, hash-chained action log that anyone can verify.

## A turn

1. **Create** a game: \`POST /games\`. The answer holds, once only, each seat's **token**. Send it as \`Authorization: Bearer <token>\` with every action of that seat.
2. The active seat (\`game.turn.seat\`) plays its turn in four phases (\`game.turn.phase\`):
   - **draw**: \`POST /games/{id}/draw\` gives the tile (\`tile\`) and every legal placement of it (\`placements\`); tiles with no legal place are removed and listed in \`discarded\`.
   - **place**: \`POST /games/{id}/place\` \`{ "x", "y", "rotation" }\` answers the deployable segments (\`deployments\`).
   - **deploy** (optional): \`POST /games/{id}/deploy\` \`{ "at": <port> }\` puts a meeple on a segment of that tile.
   - **undo** (optional, until the score): \`POST /games/{id}/undo\` takes the placement (and meeple) back: phase \`place\` again with the same tile.
   - \`GET /games/{id}/legal\` lists the legal placements or deployments at any time.
   - **score**: \`POST /games/{id}/score\` scores what the turn completed and passes the turn on (also without a deploy).
3. The game ends when the pile is empty; final scoring is in \`final\` and \`game.winners\`.

Every accepted action is one entry of the game's log (\`GET /games/{id}/actions\`); \`GET /games/{id}/verify\` replays it.

## Versions and ETags

A game's \`version\` is the seq of its last log entry, and its \`ETag\` is \`"<version>"\`. Reads under \`/games/{id}\` answer an ETag: send it back in \`If-None-Match\` to get \`304 Not Modified\` without a body while nothing changed. A write may send \`If-Match: "<version>"\`: if the game moved on meanwhile it is refused with \`412 VERSION_CONFLICT\` and changes nothing.

## Retries: Idempotency-Key

Every \`POST\` may carry \`Idempotency-Key: <1 to 255 visible ASCII characters>\`. A retry with the same key and body gets the stored answer, byte for byte, with \`Idempotent-Replayed: true\`, and writes nothing. The same key with another request is \`422 IDEMPOTENCY_KEY_REUSED\`; while the first is still being handled, \`409 IDEMPOTENCY_KEY_IN_USE\`. Keys belong to the token (or to the client address without one) and are kept 24 hours.

## Errors

Every error is \`application/problem+json\` (RFC 9457) with a stable \`code\`; its \`type\` is a page of this service (\`GET /problems/{slug}\`) saying what the code means and what to do. Each operation lists the codes it can answer with.

## Headers on every response

\`x-request-id\` (the client's, when valid, else a new UUID), the rate limit headers \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` (all but the health probes; \`Retry-After\` on \`429\`), \`Retry-After\` on every \`503\`, and fixed security headers (Content-Security-Policy, Strict-Transport-Security, X-Content-Type-Options and the like). With CORS origins configured, the CORS headers too.

## Methods and unknown paths

A path answers a method none of its operations has with \`405 METHOD_NOT_ALLOWED\` and \`Allow\` listing the methods it has (HEAD with every GET, and OPTIONS); \`OPTIONS\` on it answers \`204\` with the same \`Allow\`. A path no operation has is \`404 ROUTE_NOT_FOUND\` whatever the method. These answers belong to no operation: the extension \`x-unrouted-responses\` at the root of this document describes them.

## Try it out

The examples are a real game: run \`createGame\` (its example has a seed, so the tiles come in a known order), copy \`game.id\` into \`id\` and \`seats[0].token\` into the \`seatToken\` authorization, then \`drawTile\`, \`placeTile\`, \`deployMeeple\` and \`scoreTurn\` with their examples.

The variants have named examples too: \`createGame\`'s examples \`hand\` (private three-tile hands), \`redraws\` (friendly redraws) and \`draft\` (the two-player draft) create the games that the examples of the same name of \`drawTile\`, \`redrawTile\` and \`reserveTile\` continue; each example's summary says the moves before it.`

export const OPENAPI_OPTIONS: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'carcassonne-service',
      version: RULES_VERSION,
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
      contact: { name: 'carcassonne-service maintainers' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [
      { name: 'games', description: 'Create, list and read games' },
      { name: 'turn', description: 'The four turn actions (the token of the active seat)' },
      { name: 'reading', description: 'Legal moves, the action log and replay' },
      { name: 'meta', description: 'Tiles, health and problem types' },
      { name: 'audit', description: 'Export a game and verify its history (docs/AUDIT.md)' },
      { name: 'play', description: 'Play-by-web: open seats, invitations, joining and resigning' },
      { name: 'players', description: 'Players: long-lived identities, their games and webhooks' },
      { name: 'live', description: 'Live events: Server-Sent Events and long polling' },
      { name: 'lessons', description: 'The lesson set: games that start at a lesson\'s position' },
    ],
    components: {
      securitySchemes: {
        seatToken: { type: 'http', scheme: 'bearer', description: 'The seat token returned once by POST /games or by join' },
        playerToken: { type: 'http', scheme: 'bearer', description: 'The player token returned once by POST /players; it acts for every seat the player holds' },
      },
    },
  },
  transformObject: (generated) => {
    const document = structuredClone('openapiObject' in generated ? generated.openapiObject : generated.swaggerObject)
    documentCommonHeaders(document as Parameters<typeof documentCommonHeaders>[0])
    documentExamples(document as Parameters<typeof documentExamples>[0])
    documentDiscriminators(document as Parameters<typeof documentDiscriminators>[0])
    documentUnrouted(document as Record<string, unknown>)
    documentWebhooks(document as Parameters<typeof documentWebhooks>[0])
    return document
  },
}
