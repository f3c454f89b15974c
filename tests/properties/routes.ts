// The services' routes' inputs: any path, query, header and body a client sends is answered below 500,
// in JSON with an `error` when refused; with a project registry, refusals are SPEC §8's two messages.
import fc from 'fast-check'
import type { Hono } from 'hono'
import { isOriginAllowed } from '../../kernel/origins'
import { createApiApp } from '../../services/api/app'
import { loadApiDeps } from '../../services/api/deps'
import type { ApiEnv } from '../../services/api/env'
import { asyncProperty, expectThat, hostileText } from './property'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const segment = fc.oneof(hostileText(), fc.constantFrom(ADDRESS, 'eip155:31337', `eip155:31337:${ADDRESS}`, 'alice.gw', '..', '%00', '%E0%A4%A', 'a'.repeat(300)))
const route = fc.oneof(
  fc.constantFrom('/getWallets', '/v1/supported-chains', '/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig', '/e', '/v1/fungible/price', '/v1/convert/tokens', '/v1/convert/quotes', '/v1/convert/gas-price', '/v1/convert/build-transaction', '/v1/convert/build-approve', '/v1/convert/allowance', '/v1/onramp/options', '/v1/onramp/quote', '/v1/generators/onrampurl', '/v1/profile/account', '/v1/sessions/nonce', '/v1/sessions', '/v1/', '/'),
  segment.map((s) => `/v1/account/${encodeURIComponent(s)}/balance`),
  segment.map((s) => `/v1/account/${encodeURIComponent(s)}/history`),
  segment.map((s) => `/v1/account/${encodeURIComponent(s)}/nfts`),
  segment.map((s) => `/v1/identity/${encodeURIComponent(s)}`),
  segment.map((s) => `/v1/profile/account/${encodeURIComponent(s)}`),
  segment.map((s) => `/v1/profile/reverse/${encodeURIComponent(s)}`),
  segment.map((s) => `/v1/profile/suggestions/${encodeURIComponent(s)}`),
  segment.map((s) => `/v1/sessions/${encodeURIComponent(s)}`),
  segment.map((s) => `/getWalletImage/${encodeURIComponent(s)}`),
  segment.map((s) => `/public/getTokenImage/${encodeURIComponent(s)}`),
  segment.map((s) => `/onramp/dev/checkout/${encodeURIComponent(s)}`),
  segment.map((s) => `/${s}`),
)
const sdk = fc.oneof(fc.constant('projectId=p1&st=appkit&sv=html-wagmi-4.2.2'), fc.constant(''), fc.constant('projectId=p1&projectId=p2&st=x&sv=y'))
const param = fc.tuple(fc.constantFrom('page', 'entries', 'search', 'include', 'exclude', 'chains', 'chainId', 'cursor', 'currency', 'amount', 'from', 'to', 'userAddress', 'tokenAddress', 'zone', 'forceUpdate', 'badge_type', 'x'), hostileText())
const query = fc.tuple(sdk, fc.array(param, { maxLength: 4 })).map(([base, extra]) => [base, ...extra.map(([k, v]) => `${k}=${encodeURIComponent(v)}`)].filter(Boolean).join('&'))
const body = fc.oneof(fc.constant(undefined), hostileText(), fc.jsonValue().map((v) => JSON.stringify(v)), fc.record({ amount: fc.string(), from: fc.string(), to: fc.string(), userAddress: fc.string(), currency: fc.string(), addresses: fc.array(fc.string()), eventId: fc.string(), props: fc.object() }, { requiredKeys: [] }).map((v) => JSON.stringify(v)))
const request = fc.record({ method: fc.constantFrom('GET', 'POST', 'OPTIONS', 'PUT', 'DELETE'), path: route, query, body, origin: fc.option(fc.oneof(fc.constantFrom('http://127.0.0.1:5173', 'https://evil.example', 'null'), hostileText()), { nil: undefined }), contentType: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', undefined) })

type App = Hono<ApiEnv>
let permissive: Promise<App> | undefined
let enforced: Promise<App> | undefined
const failures: string[] = []
const app = (projects?: boolean): Promise<App> =>
  projects
    ? (enforced ??= loadApiDeps({ projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1:*'] }], log: (m) => void failures.push(m) }).then(createApiApp))
    : (permissive ??= loadApiDeps({ log: (m) => void failures.push(m) }).then(createApiApp))

type Request = typeof request extends fc.Arbitrary<infer T> ? T : never

/** The Origin header as sent: only header-safe text reaches the server (fetch refuses the rest), trimmed as HTTP does. */
const originHeader = (origin: string | undefined) => (origin !== undefined && /^[\t\x20-\x7e]*$/.test(origin) ? origin.trim() : undefined)

async function send(a: App, r: Request) {
  const headers: Record<string, string> = {}
  const origin = originHeader(r.origin)
  if (origin !== undefined) headers.origin = origin
  if (r.contentType) headers['content-type'] = r.contentType
  const withBody = r.method !== 'GET' && r.method !== 'OPTIONS' && r.body !== undefined
  return a.request(`http://127.0.0.1${r.path}${r.query ? `?${r.query}` : ''}`, { method: r.method, headers, body: withBody ? r.body : undefined })
}

export const routeProperties = [
  asyncProperty("the services' routes: any request is answered below 500; a refusal is JSON with an error", [request], async (r) => {
    const res = await send(await app(), r)
    expectThat(res.status < 500, `${r.method} ${r.path}?${r.query} → ${res.status} ${failures.at(-1) ?? ''}`)
    if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
      const json = (await res.json()) as { error?: unknown }
      expectThat(typeof json.error === 'string', `${r.method} ${r.path} → ${res.status} without an error text`)
    }
  }),
  asyncProperty("SPEC §6, §8 with a project registry: a refusal is 'Unauthorized: invalid key' or 'Unauthorized: origin not allowed', never a crash", [request], async (r) => {
    const res = await send(await app(true), r)
    expectThat(res.status < 500, `${r.method} ${r.path} → ${res.status}`)
    const projectId = new URLSearchParams(r.query).get('projectId')
    const origin = originHeader(r.origin)
    const expected = projectId === null ? undefined : projectId !== 'p1' ? 'Unauthorized: invalid key' : origin !== undefined && !isOriginAllowed(origin, ['http://127.0.0.1:*']) ? 'Unauthorized: origin not allowed' : undefined
    if (expected) {
      expectThat(res.status === 403 && ((await res.json()) as { error: string }).error === expected, `${r.path} ${origin}: ${res.status}, not '${expected}'`)
    } else if (res.status === 403 && res.headers.get('content-type')?.includes('json')) {
      const { error } = (await res.json()) as { error: string }
      expectThat(!error.startsWith('Unauthorized:'), `${r.path} ${origin}: refused with '${error}'`)
    }
  }),
]
