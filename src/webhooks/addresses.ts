/**
 * Which IP addresses a webhook may not be sent to: everything that is not a public unicast address
 * (loopback, private, link-local, CGNAT, multicast, unspecified, reserved, documentation), so that
 * a player cannot make the server call into its own network (SSRF). IPv6 forms that carry an IPv4
 * address (IPv4-mapped, NAT64, 6to4) are judged by that IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net'

type Range = readonly [prefix: readonly number[], bits: number, name: string]

const IPV4_RANGES: readonly Range[] = [
  [[0, 0, 0, 0], 8, 'unspecified'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'shared (CGNAT)'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 0, 2, 0], 24, 'documentation'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'benchmarking'],
  [[198, 51, 100, 0], 24, 'documentation'],
  [[203, 0, 113, 0], 24, 'documentation'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
]

const IPV6_RANGES: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 128, 'unspecified'],
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128, 'loopback'],
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96, 'reserved (IPv4-compatible)'],
  [[0, 0x64, 0xff, 0x9b, 0, 1], 48, 'private (local NAT64)'],
  [[1, 0, 0, 0, 0, 0, 0, 0], 64, 'reserved (discard)'],
  [[0x20, 0x01, 0, 0], 32, 'reserved (Teredo)'],
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'documentation'],
  [[0xfc], 7, 'private'],
  [[0xfe, 0x80], 10, 'link-local'],
  [[0xfe, 0xc0], 10, 'private (site-local)'],
  [[0xff], 8, 'multicast'],
]

/** Why `address` is refused as a webhook destination (e.g. 'loopback'), or null for a public address. */
export function refusedAddress(address: string): string | null {
  if (isIPv4(address)) return matching(IPV4_RANGES, ipv4Bytes(address))
  if (isIPv6(address)) {
    const bytes = ipv6Bytes(address)
    const embedded = embeddedIpv4(bytes)
    if (embedded !== null) return matching(IPV4_RANGES, embedded)
    return matching(IPV6_RANGES, bytes)
  }
  return 'not an IP address'
}

function matching(ranges: readonly Range[], bytes: readonly number[]): string | null {
  for (const [prefix, bits, name] of ranges) if (inPrefix(bytes, prefix, bits)) return name
  return null
}

function inPrefix(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const mask = bits - i * 8 >= 8 ? 0xff : (0xff << (8 - (bits - i * 8))) & 0xff
    if ((bytes[i] & mask) !== ((prefix[i] ?? 0) & mask)) return false
  }
  return true
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address. */
function embeddedIpv4(bytes: readonly number[]): number[] | null {
  if (inPrefix(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return bytes.slice(12)
  if (inPrefix(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return bytes.slice(12)
  if (inPrefix(bytes, [0x20, 0x02], 16)) return bytes.slice(2, 6)
  return null
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number)
}

/** The 16 bytes of a valid IPv6 address (a zone index is ignored; a dotted IPv4 tail is allowed). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0]
  let tail: number[] = []
  const last = text.slice(text.lastIndexOf(':') + 1)
  if (last.includes('.')) {
    tail = ipv4Bytes(last)
    text = `${text.slice(0, text.length - last.length)}0:0`
  }
  const words = (part: string) => (part === '' ? [] : part.split(':').map((w) => parseInt(w, 16)))
  const [head, rest] = text.split('::')
  const left = words(head)
  const right = rest === undefined ? [] : words(rest)
  const all = rest === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right]
  const bytes = all.flatMap((w) => [w >> 8, w & 0xff])
  if (tail.length === 4) bytes.splice(12, 4, ...tail)
  return bytes
}
