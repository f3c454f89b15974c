// Wallet Standard discovery, app side: listen for wallets registering and tell the ones already
// loaded that the app is ready. The protocol is two window events, done here on the modal's own
// window (not @wallet-standard/app's page-wide singleton), so two modals and tests stay apart.
import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base'
import type { Connector, ConnectorRegistry, KernelContext, Unsubscribe } from 'gangway'

// The session code loads on the first connect or restore.
const loadSession = () => import('./session')

/** A wallet serves Solana when it names a solana: chain and can connect. */
export const servesSolana = (wallet: Wallet): boolean =>
  wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features

export function standardConnector(ctx: KernelContext, wallet: Wallet): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    type: 'ANNOUNCED',
    chain: 'solana',
    connect: async ({ network }) => (await loadSession()).openStandardSession(ctx, wallet, { silent: false, network }),
    restore: async () => (await loadSession()).openStandardSession(ctx, wallet, { silent: true }),
  }
}

export function discoverSolanaWallets(ctx: KernelContext, registry: ConnectorRegistry): Unsubscribe {
  const w = ctx.env.window
  if (!w) return () => {}
  const api: WindowAppReadyEventAPI = Object.freeze({
    register(wallet: Wallet) {
      if (!servesSolana(wallet)) return () => {}
      registry.add(standardConnector(ctx, wallet))
      return () => registry.remove(wallet.name, 'solana')
    },
  })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<WindowRegisterWalletEventCallback>).detail
    if (typeof callback === 'function') callback(api)
  }
  w.addEventListener('wallet-standard:register-wallet', onRegister)
  // Made with the target window's own CustomEvent, which may be another frame's.
  const EventOfWindow = (w as Window & { CustomEvent?: typeof CustomEvent }).CustomEvent ?? CustomEvent
  w.dispatchEvent(new EventOfWindow('wallet-standard:app-ready', { detail: api }))
  return () => w.removeEventListener('wallet-standard:register-wallet', onRegister)
}
