// Makes the WalletConnect state of one modal, with the door to the lazily loaded client. Cheap:
// atoms and one import().
import type { PluginApi } from 'gangway'
import { atom } from 'nanostores'
import type { WalletConnectClient, WalletConnectOptions, WalletConnectState } from './state'

const states = new WeakMap<PluginApi, WalletConnectState>()

export function createWalletConnectState(modal: PluginApi, options: WalletConnectOptions): WalletConnectState {
  let client: Promise<WalletConnectClient> | undefined
  const state: WalletConnectState = {
    options,
    $uri: atom(undefined),
    $pairingExpiry: atom(undefined),
    $error: atom(undefined),
    $linking: atom(undefined),
    $wallet: atom(undefined),
    $loadingListed: atom(false),
    listed: new Map(),
    client() {
      client ??= import('./client').then((m) => m.createWalletConnectClient(modal, state))
      client.catch(() => (client = undefined))
      return client
    },
    dispose: async () => (await client?.catch(() => undefined))?.close(),
  }
  states.set(modal, state)
  return state
}

/** The WalletConnect state of a modal, for the plugin's views. */
export function walletConnectState(modal: PluginApi): WalletConnectState | undefined {
  return states.get(modal)
}
