/** The message a webhook receives for one player event: its id (also Webhook-Id) and JSON body. */

/** The message id of player event `eventId`: the same on every attempt, so receivers can drop repeats. */
export function messageId(eventId: string): string {
  return `msg_${eventId}`
}

export function messageBody(event: { readonly id: string; readonly type: string; readonly at: Date; readonly data: unknown }): string {
  return JSON.stringify({ id: messageId(event.id), type: event.type, at: event.at.toISOString(), data: event.data })
}
