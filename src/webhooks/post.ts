/**
 * One webhook request: a POST to `url` over a connection to one of `addresses` (checked by
 * destination.ts; the URL's host still names the TLS server and the Host header). Redirects are not
 * followed: a 3xx is the receiver's answer like any other. Resolves with the status as soon as it
 * arrives; the receiver's body is not read.
 */
import type { LookupAddress, LookupOptions } from 'node:dns'
import http from 'node:http'
import https from 'node:https'

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

export function post(url: URL, addresses: readonly LookupAddress[], headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  // Connect to the checked addresses only: no second lookup that could answer otherwise.
  const pinned = (_host: string, options: LookupOptions, callback: LookupCallback) => {
    if (options.all === true) callback(null, [...addresses])
    else callback(null, addresses[0].address, addresses[0].family)
  }
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinned,
      agent: false,
      signal,
    })
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0)
      response.destroy()
    })
    request.on('error', reject)
    request.end(body)
  })
}
