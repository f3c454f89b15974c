// Polkadot wallet discovery: every extension in `window.injectedWeb3` (the polkadot-js extension
// protocol: each wallet's content script adds itself under its own key). Extensions inject before
// the page's scripts run; a late one is picked up when the page has loaded.
import type { ConnectorRegistry, KernelContext, Unsubscribe } from 'gangway'
import type { InjectedExtension } from './extension-types'

export interface WalletLabel {
  name: string
  icon?: string
}

/** Names of well-known extensions by their key; any other shows its key, unless the host labels it. */
const KNOWN: Record<string, string> = { 'polkadot-js': 'Polkadot{.js}', 'subwallet-js': 'SubWallet', talisman: 'Talisman', 'fearless-wallet': 'Fearless Wallet' }

export type LoadSession = () => Promise<typeof import('./session')>

export function discoverPolkadotWallets(ctx: KernelContext, registry: ConnectorRegistry, load: LoadSession, o: { appName?: string; labels: Record<string, WalletLabel> }): Unsubscribe {
  const w = ctx.env.window
  if (!w) return () => {}
  const seen = new Set<string>()
  const scan = () => {
    const injected = (w as Window & { injectedWeb3?: Record<string, InjectedExtension | undefined> }).injectedWeb3 ?? {}
    for (const [key, extension] of Object.entries(injected)) {
      if (seen.has(key) || typeof extension?.enable !== 'function') continue
      seen.add(key)
      const label = o.labels[key]
      const appName = o.appName ?? ctx.options.metadata?.name ?? 'Gangway'
      registry.add({
        id: key,
        name: label?.name ?? KNOWN[key] ?? key,
        icon: label?.icon,
        type: 'ANNOUNCED',
        chain: 'polkadot',
        connect: async ({ network }) => (await load()).openInjectedSession(extension, { silent: false, appName, network }),
        restore: async () => (await load()).openInjectedSession(extension, { silent: true, appName }),
      })
    }
  }
  scan()
  const doc = (w as Window & { document?: Document }).document
  if (!doc || doc.readyState === 'complete') return () => {}
  w.addEventListener('load', scan)
  return () => w.removeEventListener('load', scan)
}
