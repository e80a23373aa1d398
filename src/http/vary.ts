/** The Vary response header, built up by whatever makes an answer depend on a request header. */
import type { FastifyReply } from 'fastify'

/** Adds `name` to the Vary header, keeping what is there. */
export function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary')
  const names = vary === undefined ? [] : String(vary).split(',').map((n) => n.trim())
  if (names.some((n) => n === '*' || n.toLowerCase() === name.toLowerCase())) return
  reply.header('vary', [...names, name].join(', '))
}
