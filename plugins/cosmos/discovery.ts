// Cosmos wallet discovery: Keplr-style wallets on window (`window.keplr`, `window.leap` …). A wallet
// injects before the page's scripts or by the time the page has loaded; both moments are looked at.
import type { ConnectorRegistry, KernelContext, Network, Unsubscribe } from 'gangway'
import type { Keplr } from './keplr-types'

export interface KeplrStyleWallet {
  /** The window property the wallet sets: 'keplr', 'leap' … */
  global: string
  name: string
  icon?: string
}

export const DEFAULT_WALLETS: readonly KeplrStyleWallet[] = [
  { global: 'keplr', name: 'Keplr' },
  { global: 'leap', name: 'Leap' },
]

export type LoadSession = () => Promise<typeof import('./session')>

export function discoverCosmosWallets(ctx: KernelContext, registry: ConnectorRegistry, load: LoadSession, wallets: readonly KeplrStyleWallet[]): Unsubscribe {
  const w = ctx.env.window
  if (!w) return () => {}
  const seen = new Set<string>()
  // A restore has no network of its own: the host's first Cosmos network is where the session starts.
  const firstNetwork = (): Network | undefined => ctx.options.networks.find((n) => n.chainNamespace === 'cosmos')
  const scan = () => {
    for (const wallet of wallets) {
      const keplr = (w as unknown as Record<string, Keplr | undefined>)[wallet.global]
      if (seen.has(wallet.global) || typeof keplr?.enable !== 'function') continue
      seen.add(wallet.global)
      registry.add({
        id: wallet.global,
        name: wallet.name,
        icon: wallet.icon,
        type: 'ANNOUNCED',
        chain: 'cosmos',
        connect: async ({ network }) => (await load()).openKeplrSession(ctx, keplr, w, { silent: false, network: network ?? firstNetwork() }),
        restore: async () => (await load()).openKeplrSession(ctx, keplr, w, { silent: true, network: firstNetwork() }),
      })
    }
  }
  scan()
  const doc = (w as Window & { document?: Document }).document
  if (!doc || doc.readyState === 'complete') return () => {}
  w.addEventListener('load', scan)
  return () => w.removeEventListener('load', scan)
}
