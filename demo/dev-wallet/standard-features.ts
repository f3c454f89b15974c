// What the Bitcoin and Solana dev wallets share as Wallet Standard wallets: the wallet object, the site's
// disconnect and the change events that tell sites of an account switch or a wallet-side disconnect.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import type { DevWalletConnection } from './connection-state'

/** 'standard:events' with its listeners; `emit` tells them the accounts the site sees now. */
export function standardChangeEvents(): { feature: StandardEventsFeature; emit(accounts: WalletAccount[]): void } {
  const listeners = new Set<StandardEventsListeners['change']>()
  return {
    feature: {
      'standard:events': {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
    },
    emit: (accounts) => listeners.forEach((listener) => listener({ accounts })),
  }
}

/** 'standard:disconnect': the site itself asked, so no change event goes back to it. */
export function standardDisconnect(connection: Pick<DevWalletConnection<unknown>, 'connected' | 'changed'>): StandardDisconnectFeature {
  return {
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        if (!connection.connected) return
        connection.connected = false
        connection.changed(false)
      },
    },
  }
}

/** The wallet object apps see; `accounts` are the granted ones, read on each access. */
export function standardWallet<F extends Wallet['features']>(o: { name: string; icon: Wallet['icon']; chains: Wallet['chains']; features: F; accounts: () => readonly WalletAccount[] }): Wallet & { features: F } {
  return Object.freeze({
    version: '1.0.0' as const,
    name: o.name,
    icon: o.icon,
    chains: o.chains,
    features: o.features,
    get accounts() {
      return o.accounts()
    },
  })
}
