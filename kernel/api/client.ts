// The services client: one HTTP client per configured base URL (SPEC §7: projectId, st and sv on
// every call), each response checked against its schema before it is returned.
import type { KernelContext } from '../context'
import { safeImageUrl } from '../images'
import { createHttpClient, sdkQuery, type HttpClient } from './http'
import type { AnalyticsPayload, ApiClient, HistoryPage, Identity, TokenBalance } from './types'
import * as s from './schemas'

/** Thrown when the host configured no services URL for a call: nothing is sent anywhere then. */
export class ServicesNotConfigured extends Error {
  constructor(which: string) {
    super(`No ${which} services URL configured (options.services.${which})`)
    this.name = 'ServicesNotConfigured'
  }
}

/** `onError` hears of every failed call (the services turn them into SPEC §8 alerts). */
export function createApiClient(ctx: KernelContext, onError?: (error: unknown) => void): ApiClient {
  const { options } = ctx
  const bind = (base: string | undefined): HttpClient | undefined => (base ? createHttpClient(ctx.env.fetch, base, sdkQuery(options), { onError }) : undefined)
  const api = bind(options.services.api)
  // SPEC §7: the project's config, origins and analytics switch live on the wallet catalogue service.
  const catalogue = bind(options.services.catalogue ?? options.services.api)
  // Analytics goes to the host's own analytics URL, else its own API: never anywhere it did not name.
  const analytics = bind(options.services.analytics ?? options.services.api)
  const need = (client: HttpClient | undefined, which: string): HttpClient => {
    if (!client) throw new ServicesNotConfigured(which)
    return client
  }

  return {
    hasApi: Boolean(api),
    hasCatalogue: Boolean(catalogue),
    http: api,
    hasAnalytics: Boolean(analytics),
    async supportedChains(): Promise<string[]> {
      return s.valid(s.supportedChainsResponse, await need(api, 'api').get('v1/supported-chains'), 'v1/supported-chains').http
    },
    async balance(address: string, chainId: string, forceUpdate?: boolean): Promise<TokenBalance[]> {
      const path = `v1/account/${encodeURIComponent(address)}/balance`
      const body = await need(api, 'api').get(path, { currency: 'usd', chainId, forceUpdate })
      // a token icon that is not http(s) or an inline image is dropped: the row shows the symbol's letter
      return s.valid(s.balanceResponse, body, path).balances.map((b) => ({ ...b, iconUrl: safeImageUrl(b.iconUrl) ?? '' })) as TokenBalance[]
    },
    async history(account: string, o: { cursor?: string; chainId?: string } = {}): Promise<HistoryPage> {
      const path = `v1/account/${encodeURIComponent(account)}/history`
      return s.valid(s.historyResponse, await need(api, 'api').get(path, o), path)
    },
    async identity(address: string, sender?: string): Promise<Identity> {
      const path = `v1/identity/${encodeURIComponent(address)}`
      return s.valid(s.identityResponse, await need(api, 'api').get(path, { sender }), path)
    },
    async profileAddress(name: string): Promise<string> {
      const path = `v1/profile/account/${encodeURIComponent(name)}`
      return s.valid(s.profileResponse, await need(api, 'api').get(path), path).addresses['60'].address
    },
    async analyticsEnabled(): Promise<boolean> {
      return s.valid(s.analyticsConfigResponse, await need(catalogue, 'catalogue').get('getAnalyticsConfig'), 'getAnalyticsConfig').isAnalyticsEnabled
    },
    sendEvent: (payload: AnalyticsPayload) => need(analytics, 'analytics').post('e', payload),
    async remoteConfig() {
      return s.valid(s.remoteConfigResponse, await need(catalogue, 'catalogue').get('appkit/v1/config'), 'appkit/v1/config').features
    },
    async allowedOrigins(): Promise<string[]> {
      return s.valid(s.originsResponse, await need(catalogue, 'catalogue').get('projects/v1/origins'), 'projects/v1/origins').allowedOrigins
    },
  }
}

