// Bitcoin wallet discovery: Wallet Standard wallets that name a `bitcoin:` chain (on the modal's own
// window, as the Solana plugin does), then sats-connect style providers listed in
// `window.btc_providers` (WBIP-004). A wallet found both ways is listed once, as its Wallet Standard self.
import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base'
import type { Connector, ConnectorRegistry, KernelContext, Unsubscribe } from 'gangway'
import type { SatsConnectListing, SatsConnectProvider } from './wallet-types'

/** The session code: loaded on the first connect or restore. */
export type LoadSessions = () => Promise<typeof import('./session')>

export const servesBitcoin = (wallet: Wallet): boolean =>
  wallet.chains.some((chain) => chain.startsWith('bitcoin:')) && ('bitcoin:connect' in wallet.features || 'standard:connect' in wallet.features)

/** The object at a dotted path of window ('XverseProviders.BitcoinProvider'). */
function providerAt(w: Window, path: string): SatsConnectProvider | undefined {
  let value: unknown = w
  for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  return typeof (value as SatsConnectProvider | undefined)?.request === 'function' ? (value as SatsConnectProvider) : undefined
}

export function discoverBitcoinWallets(ctx: KernelContext, registry: ConnectorRegistry, load: LoadSessions, o: { walletStandard: boolean; satsConnect: boolean }): Unsubscribe {
  const w = ctx.env.window
  if (!w) return () => {}
  const standardNames = new Set<string>()
  const listed = new Map<string, string>() // sats-connect provider name (lower case) → its connector id
  const stops: Unsubscribe[] = []

  if (o.walletStandard) {
    const api: WindowAppReadyEventAPI = Object.freeze({
      register(wallet: Wallet) {
        if (!servesBitcoin(wallet)) return () => {}
        standardNames.add(wallet.name.toLowerCase())
        const twin = listed.get(wallet.name.toLowerCase())
        if (twin) registry.remove(twin, 'bip122')
        registry.add({
          id: wallet.name,
          name: wallet.name,
          icon: wallet.icon,
          type: 'ANNOUNCED',
          chain: 'bip122',
          connect: async ({ network }) => (await load()).openStandardSession(ctx, wallet, { silent: false, network }),
          restore: async () => (await load()).openStandardSession(ctx, wallet, { silent: true }),
        })
        return () => registry.remove(wallet.name, 'bip122')
      },
    })
    const onRegister = (event: Event) => {
      const callback = (event as CustomEvent<WindowRegisterWalletEventCallback>).detail
      if (typeof callback === 'function') callback(api)
    }
    w.addEventListener('wallet-standard:register-wallet', onRegister)
    const EventOfWindow = (w as Window & { CustomEvent?: typeof CustomEvent }).CustomEvent ?? CustomEvent
    w.dispatchEvent(new EventOfWindow('wallet-standard:app-ready', { detail: api }))
    stops.push(() => w.removeEventListener('wallet-standard:register-wallet', onRegister))
  }

  const providers = (w as Window & { btc_providers?: unknown }).btc_providers
  if (o.satsConnect && Array.isArray(providers)) {
    for (const listing of providers as SatsConnectListing[]) {
      const provider = typeof listing?.id === 'string' ? providerAt(w, listing.id) : undefined
      const name = typeof listing.name === 'string' && listing.name ? listing.name : listing.id
      if (!provider || standardNames.has(name.toLowerCase())) continue
      listed.set(name.toLowerCase(), listing.id)
      const connector: Connector = {
        id: listing.id,
        name,
        icon: typeof listing.icon === 'string' ? listing.icon : undefined,
        type: 'ANNOUNCED',
        chain: 'bip122',
        connect: async ({ network }) => (await load()).openSatsConnectSession(ctx, provider, { silent: false, network }),
        restore: async () => (await load()).openSatsConnectSession(ctx, provider, { silent: true }),
      }
      registry.add(connector)
    }
  }
  return () => stops.forEach((stop) => stop())
}
