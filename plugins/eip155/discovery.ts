// Wallet discovery for EVM: EIP-6963 announcements, plus the generic window.ethereum
// as 'Browser Wallet' when it is not one of the announced providers already.
import type { Connector, ConnectorRegistry, KernelContext, Unsubscribe } from 'gangway'
import { BROWSER_WALLET_ID, type Eip1193Provider, type Eip6963AnnounceEvent } from './provider'

// The session code (and the viem functions it uses) loads on the first connect or restore.
const loadSession = () => import('./session')

export function providerConnector(
  ctx: KernelContext,
  provider: Eip1193Provider,
  meta: Pick<Connector, 'id' | 'name' | 'icon' | 'rdns' | 'type'>,
): Connector {
  return {
    ...meta,
    chain: 'eip155',
    connect: async () => (await loadSession()).openProviderSession(ctx, provider, { prompt: true }),
    restore: async () => (await loadSession()).openProviderSession(ctx, provider, { prompt: false }),
  }
}

export function discoverEvmWallets(ctx: KernelContext, registry: ConnectorRegistry, o: { eip6963: boolean; injected: boolean }): Unsubscribe {
  const w = ctx.env.window
  if (!w) return () => {}
  const injected = (w as Window & { ethereum?: Eip1193Provider }).ethereum
  const announced = new Set<Eip1193Provider>()
  const onAnnounce = (event: Event) => {
    const { info, provider } = (event as Eip6963AnnounceEvent).detail ?? {}
    if (!info?.rdns || !provider) return
    // A wallet announcing the provider already listed as 'Browser Wallet' replaces that twin.
    if (provider === injected && !announced.has(provider)) registry.remove(BROWSER_WALLET_ID, 'eip155')
    announced.add(provider)
    registry.add(providerConnector(ctx, provider, { id: info.rdns, name: info.name, icon: info.icon, rdns: info.rdns, type: 'ANNOUNCED' }))
  }
  if (o.eip6963) {
    w.addEventListener('eip6963:announceProvider', onAnnounce)
    // Made with the target window's own Event, which may be another frame's.
    const EventOfWindow = (w as Window & { Event?: typeof Event }).Event ?? Event
    w.dispatchEvent(new EventOfWindow('eip6963:requestProvider'))
  }
  if (o.injected && injected && !announced.has(injected)) {
    registry.add(providerConnector(ctx, injected, { id: BROWSER_WALLET_ID, name: 'Browser Wallet', type: 'INJECTED' }))
  }
  return () => w.removeEventListener('eip6963:announceProvider', onAnnounce)
}
