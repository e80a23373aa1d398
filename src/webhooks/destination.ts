/**
 * Where a webhook may be sent: the URL rules checked at registration, and the host's addresses,
 * resolved and checked (every address) at registration and again before each delivery, which
 * then connects to exactly the addresses checked (a DNS answer that changes in between, DNS
 * rebinding, cannot point a delivery at a private address).
 *
 * Plain http is accepted only with allowPrivate (WEBHOOK_ALLOW_PRIVATE=1, test receivers):
 * otherwise the signed events would cross the network in clear text.
 */
import { lookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import { ServiceError } from '../service/errors.js'
import { refusedAddress } from './addresses.js'

/** A bound on the host name lookup (getaddrinfo has none of its own). */
const LOOKUP_TIMEOUT_MS = 5_000

/** `text` as a URL a webhook may have, without looking up its host; throws VALIDATION_ERROR or WEBHOOK_URL_REFUSED. */
export function webhookUrl(text: string, allowPrivate: boolean): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw invalid('must be an absolute http or https URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('must be an http or https URL')
  if (url.username !== '' || url.password !== '') throw invalid('must not hold a user name or password')
  if (allowPrivate) return url
  if (url.protocol !== 'https:') throw new ServiceError('WEBHOOK_URL_REFUSED', `${text}: only https URLs are accepted`)
  // RFC 6761: these names are the local host, whatever a resolver answers.
  const host = hostOf(url).toLowerCase().replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) throw new ServiceError('WEBHOOK_URL_REFUSED', `${text}: ${host} is the loopback host`)
  return url
}

/**
 * The addresses of `url`'s host, all of them allowed (unless allowPrivate); throws
 * WEBHOOK_URL_REFUSED naming the first refused address, or the lookup's own error.
 */
export async function resolveDestination(url: URL, allowPrivate: boolean, signal?: AbortSignal): Promise<LookupAddress[]> {
  const host = hostOf(url)
  const family = isIP(host)
  const addresses = family !== 0 ? [{ address: host, family }] : await lookupAll(host, signal)
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const refused = refusedAddress(address)
      if (refused === null) continue
      const which = family !== 0 ? address : `${host} resolves to ${address}, which`
      throw new ServiceError('WEBHOOK_URL_REFUSED', `${url.href}: ${which} is not a public address (${refused})`)
    }
  }
  return addresses
}

/**
 * Registration: refuses a URL whose host resolves to a refused address now. A host that does not
 * resolve (yet) is accepted: every delivery checks again before it connects.
 */
export async function checkWebhookUrl(text: string, allowPrivate: boolean): Promise<void> {
  const url = webhookUrl(text, allowPrivate)
  if (allowPrivate) return
  try {
    await resolveDestination(url, false)
  } catch (error) {
    if (error instanceof ServiceError) throw error
  }
}

/** The host of a URL without the brackets of an IPv6 literal. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

function lookupAll(host: string, signal?: AbortSignal): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timeout = AbortSignal.timeout(LOOKUP_TIMEOUT_MS)
    const abort = signal === undefined ? timeout : AbortSignal.any([signal, timeout])
    const onAbort = () => reject(new Error(`looking up ${host} took too long`))
    if (abort.aborted) return onAbort()
    abort.addEventListener('abort', onAbort, { once: true })
    lookup(host, { all: true, verbatim: true }, (error, addresses) => {
      abort.removeEventListener('abort', onAbort)
      if (error !== null) reject(new Error(`looking up ${host}: ${error.code ?? error.message}`))
      else if (addresses.length === 0) reject(new Error(`${host} has no address`))
      else resolve(addresses)
    })
  })
}

function invalid(message: string): ServiceError {
  return new ServiceError('VALIDATION_ERROR', `body/url ${message}`, { errors: [{ path: 'body/url', message }] })
}
