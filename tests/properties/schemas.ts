// API responses against their schemas (SPEC §5: the wallet assets rule; SPEC §7 shapes): a wrong shape
// is an error naming the route, never a half-read answer; the client never crashes on what it is sent.
import fc from 'fast-check'
import { createApiClient } from '../../kernel/api/client'
import { HttpStatusError } from '../../kernel/api/http'
import * as s from '../../kernel/api/schemas'
import type { KernelContext } from '../../kernel/context'
import { asyncProperty, expectThat, hostileText, isShownImage, property } from './property'

const schemas = {
  balance: s.balanceResponse,
  history: s.historyResponse,
  identity: s.identityResponse,
  profile: s.profileResponse,
  analyticsConfig: s.analyticsConfigResponse,
  remoteConfig: s.remoteConfigResponse,
  origins: s.originsResponse,
  supportedChains: s.supportedChainsResponse,
}

const token = fc.record({
  name: hostileText(),
  symbol: hostileText(),
  chainId: fc.string(),
  address: fc.option(fc.string(), { nil: undefined }),
  value: fc.double({ noNaN: true, noDefaultInfinity: true }),
  price: fc.double({ noNaN: true, noDefaultInfinity: true }),
  quantity: fc.record({ decimals: fc.string(), numeric: fc.string() }),
  iconUrl: fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ''), fc.string()),
})

/** Bodies a broken or hostile service sends: any JSON, near-misses of the shapes, and the real shapes. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.anything(),
  fc.record({ balances: fc.array(fc.oneof(token, fc.jsonValue()), { maxLength: 4 }) }),
  fc.record({ features: fc.array(fc.record({ id: fc.string(), isEnabled: fc.oneof(fc.boolean(), fc.jsonValue()), config: fc.option(fc.array(fc.string()), { nil: null }) })) }),
  fc.record({ allowedOrigins: fc.oneof(fc.array(fc.string()), fc.jsonValue()) }),
)

export const schemaProperties = [
  property('SPEC §7 every response schema: any value is accepted whole or refused with "Invalid response from {route}"', [fc.constantFrom(...Object.keys(schemas)), body], (name, value) => {
    try {
      s.valid(schemas[name as keyof typeof schemas] as Parameters<typeof s.valid>[0], value, name)
    } catch (error) {
      expectThat((error as Error).message === `Invalid response from ${name}`, (error as Error).message)
    }
  }),
  property('SPEC §7 balances of the documented shape are accepted as sent', [fc.array(token, { maxLength: 5 })], (balances) => {
    const parsed = s.valid(s.balanceResponse, { balances }, 'balance')
    expectThat(parsed.balances.length === balances.length, 'balances dropped')
  }),
  asyncProperty(
    'SPEC §7 the services client: any status and body ends in a value or an Error (HTTP status code: {n} on a refusal), never a crash; token icons only http(s) or inline images',
    [fc.constantFrom(200, 201, 204, 400, 403, 404, 429, 500, 502, 503), fc.oneof(body.map((b) => JSON.stringify(b) ?? ''), hostileText()), fc.constantFrom('balance', 'history', 'identity', 'remoteConfig', 'allowedOrigins', 'analyticsEnabled', 'supportedChains')],
    async (status, text, method) => {
      const fetcher: typeof fetch = async () => new Response(status === 204 ? null : text, { status })
      const ctx = { options: { projectId: 'p', sdkType: 'appkit', sdkVersion: 'html-wagmi-4.2.2', services: { api: 'http://127.0.0.1:9' } }, env: { fetch: fetcher } } as unknown as KernelContext
      const client = createApiClient(ctx)
      const call = {
        balance: () => client.balance('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155:1'),
        history: () => client.history('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
        identity: () => client.identity('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
        remoteConfig: () => client.remoteConfig(),
        allowedOrigins: () => client.allowedOrigins(),
        analyticsEnabled: () => client.analyticsEnabled(),
        supportedChains: () => client.supportedChains(),
      }[method]!
      try {
        const result = await call()
        expectThat(status < 300, `${method} resolved on ${status}`)
        if (method === 'balance') for (const b of result as Array<{ iconUrl: string }>) expectThat(b.iconUrl === '' || isShownImage(b.iconUrl), b.iconUrl)
      } catch (error) {
        expectThat(error instanceof Error, `${method} threw a non-Error`)
        if (status >= 400) expectThat(error instanceof HttpStatusError && error.message === `HTTP status code: ${status}`, (error as Error).message)
      }
    },
  ),
]
