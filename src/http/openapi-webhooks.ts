/**
 * What the service sends rather than answers (spec/play.md), in the OpenAPI document: the data of
 * each player event (the `data:` of GET /players/me/events and of a webhook message) as schemas,
 * and the webhook requests under the root `webhooks` (OpenAPI 3.1), one per event type, with the
 * Standard Webhooks headers.
 */

const GAME_ID = { type: 'string', description: 'The game' }

/** The `data` of each player event, by event type. */
const PLAYER_EVENT_DATA = {
  'your-turn': {
    name: 'YourTurnData',
    schema: {
      type: 'object',
      description: 'It became the move of a seat the player holds',
      required: ['gameId', 'seq', 'seat', 'deadline'],
      additionalProperties: false,
      properties: {
        gameId: GAME_ID,
        seq: { type: 'integer', minimum: 0, description: 'The entry after which it became that seat\'s move' },
        seat: { type: 'integer', minimum: 0, maximum: 4 },
        deadline: { type: ['string', 'null'], format: 'date-time', description: 'When the turn times out (ISO time), or null without a clock' },
      },
    },
  },
  'game-started': {
    name: 'GameStartedData',
    schema: {
      type: 'object',
      description: 'A game where the player holds a seat started (at creation, or when the last open seat was joined)',
      required: ['gameId'],
      additionalProperties: false,
      properties: { gameId: GAME_ID },
    },
  },
  'game-finished': {
    name: 'GameFinishedData',
    schema: {
      type: 'object',
      description: 'A game where the player holds a seat finished',
      required: ['gameId', 'winners', 'scores'],
      additionalProperties: false,
      properties: {
        gameId: GAME_ID,
        winners: { type: 'array', items: { type: 'integer', minimum: 0 }, description: 'The winning seats (resigned and open seats never win; none when a game ended while seats were open)' },
        scores: { type: 'array', items: { type: 'integer' }, description: 'The final score of each seat, by seat' },
      },
    },
  },
} as const

const header = (name: string, description: string, pattern: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string', pattern } })

/** Adds the data schemas to components and the webhook requests to the root `webhooks`. */
export function documentWebhooks(document: { components?: { schemas?: Record<string, unknown> } } & Record<string, unknown>): void {
  const schemas = (document.components ??= {}).schemas ??= {}
  const webhooks: Record<string, unknown> = {}
  for (const [type, { name, schema }] of Object.entries(PLAYER_EVENT_DATA)) {
    schemas[name] = schema
    webhooks[type] = {
      post: {
        operationId: `webhook${type.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`,
        tags: ['players'],
        summary: `The ${type} event, POSTed to each of the player's webhooks that asked for it`,
        description:
          'Delivered at least once: a 2xx answer within 10 s ends the delivery; any other answer, or none, is retried after 5 s, then with doubling delays capped at one hour, for 24 hours. Every attempt carries the same body and Webhook-Id. Verify the signature as Standard Webhooks does: HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<Webhook-Id>.<Webhook-Timestamp>.<body>`.',
        security: [],
        parameters: [
          header('webhook-id', 'The message id, `msg_<event id>`: the same on every attempt, so that repeats can be dropped', '^msg_[0-9]+$'),
          header('webhook-timestamp', 'When the attempt was made, in unix seconds', '^[0-9]+$'),
          header('webhook-signature', '`v1,<base64 of the HMAC-SHA256>`', '^v1,[A-Za-z0-9+/]+={0,2}$'),
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'type', 'at', 'data'],
                additionalProperties: false,
                properties: {
                  id: { type: 'string', pattern: '^msg_[0-9]+$', description: 'The message id (also Webhook-Id)' },
                  type: { type: 'string', const: type },
                  at: { type: 'string', format: 'date-time', description: 'The time of the log entry that caused the event' },
                  data: { $ref: `#/components/schemas/${name}` },
                },
              },
            },
          },
        },
        responses: {
          '2XX': { description: 'Received: the delivery ends' },
          '4XX': { description: 'Refused: retried as a failure is' },
          '5XX': { description: 'Failed: retried' },
        },
      },
    }
  }
  document.webhooks = webhooks
}
