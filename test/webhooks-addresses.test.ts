// The SSRF guard's rules without a server: which addresses are refused and why, which URLs are
// refused before any lookup, and the lookup's verdict on names and literal addresses.
import t from 'tap'
import { refusedAddress } from '../src/webhooks/addresses.js'
import { resolveDestination, webhookUrl } from '../src/webhooks/destination.js'

t.test('addresses: refused ranges, and public addresses', async (t) => {
  const cases: [string, string | null][] = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', null],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['100.128.0.1', null],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['8.8.8.8', null],
    ['93.184.216.34', null],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'private (site-local)'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::FFFF:A9FE:A9FE', 'link-local'],
    ['::ffff:8.8.8.8', null],
    ['::127.0.0.1', 'reserved (IPv4-compatible)'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::808:808', null],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', null],
    ['2001:db8::1', 'documentation'],
    ['2606:4700:4700::1111', null],
    ['2001:4860:4860::8888', null],
    ['example.com', 'not an IP address'],
  ]
  for (const [address, expected] of cases) t.equal(refusedAddress(address), expected, address)
})

t.test('URLs refused or invalid before any lookup', async (t) => {
  const refused = (text: string, allowPrivate = false) => {
    try {
      webhookUrl(text, allowPrivate)
      return 'accepted'
    } catch (error) {
      return `${(error as { code: string }).code}: ${(error as Error).message}`
    }
  }
  t.equal(refused('https://93.184.216.34/hook'), 'accepted')
  t.equal(refused('http://93.184.216.34/hook'), 'WEBHOOK_URL_REFUSED: http://93.184.216.34/hook: only https URLs are accepted')
  t.equal(refused('http://93.184.216.34/hook', true), 'accepted', 'plain http with allowPrivate')
  t.equal(refused('https://localhost/hook'), 'WEBHOOK_URL_REFUSED: https://localhost/hook: localhost is the loopback host')
  t.equal(refused('https://API.localhost./hook'), 'WEBHOOK_URL_REFUSED: https://API.localhost./hook: api.localhost is the loopback host')
  t.equal(refused('https://localhost/hook', true), 'accepted')
  t.equal(refused('ftp://93.184.216.34/'), 'VALIDATION_ERROR: body/url must be an http or https URL')
  t.equal(refused('/relative'), 'VALIDATION_ERROR: body/url must be an absolute http or https URL')
  t.equal(refused('https://user:pw@93.184.216.34/'), 'VALIDATION_ERROR: body/url must not hold a user name or password')
})

t.test('lookups: every address of the host is checked', async (t) => {
  const verdict = async (text: string, allowPrivate = false) => {
    try {
      return (await resolveDestination(new URL(text), allowPrivate)).map((a) => a.address).join(' ')
    } catch (error) {
      return `${(error as { code: string }).code}: ${(error as Error).message}`
    }
  }
  t.equal(await verdict('https://93.184.216.34/hook'), '93.184.216.34')
  t.equal(await verdict('https://127.0.0.1/hook'), 'WEBHOOK_URL_REFUSED: https://127.0.0.1/hook: 127.0.0.1 is not a public address (loopback)')
  t.equal(await verdict('https://[::1]:8443/hook'), 'WEBHOOK_URL_REFUSED: https://[::1]:8443/hook: ::1 is not a public address (loopback)')
  t.equal(await verdict('https://[::ffff:127.0.0.1]/hook'), 'WEBHOOK_URL_REFUSED: https://[::ffff:7f00:1]/hook: ::ffff:7f00:1 is not a public address (loopback)')
  // The URL parser reads other IPv4 spellings as the address they mean.
  t.equal(await verdict('https://0x7f.1/hook'), 'WEBHOOK_URL_REFUSED: https://127.0.0.1/hook: 127.0.0.1 is not a public address (loopback)')
  t.equal(await verdict('https://2130706433/hook'), 'WEBHOOK_URL_REFUSED: https://127.0.0.1/hook: 127.0.0.1 is not a public address (loopback)')
  t.match(await verdict('https://localhost/hook'), /^WEBHOOK_URL_REFUSED: https:\/\/localhost\/hook: localhost resolves to (127\.0\.0\.1|::1), which is not a public address \(loopback\)$/)
  t.equal(await verdict('http://127.0.0.1:9/hook', true), '127.0.0.1', 'allowed with allowPrivate')
  t.match(await verdict('https://webhooks.invalid/hook'), /^undefined: looking up webhooks\.invalid: (ENOTFOUND|EAI_AGAIN)$/, 'a name that does not resolve fails the lookup')
})
