// WalletConnect connectors: plain objects, one per namespace the session can serve. They all
// share one lazily created client; a catalogue wallet is the same connector with an explorer id.
import { view, type Connector, type ListedGroup, type Namespace } from 'gangway'
import { WALLET_CONNECT_ID, type ListedWallet, type WalletConnectState } from './state'

// A neutral QR mark, drawn here: no brand asset is shipped.
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="#2f6fed"/>' +
      '<path fill="none" stroke="#fff" stroke-width="3" d="M11 11h7v7h-7zm11 0h7v7h-7zM11 22h7v7h-7zm11 0h3v3h-3zm4 4h3v3h-3z"/></svg>',
  )

export function walletConnectConnector(state: WalletConnectState, namespace: Namespace, listed?: ListedWallet & { group?: ListedGroup }): Connector {
  return {
    id: WALLET_CONNECT_ID,
    name: listed?.name ?? 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
    icon: listed ? listed.icon : ICON,
    rdns: listed?.rdns,
    explorerId: listed?.id,
    group: listed?.group,
    view: view('ConnectingWalletConnect', { walletId: listed?.id, name: listed?.name ?? 'WalletConnect' }),
    async connect(o) {
      if (listed) state.$wallet.set(listed)
      return (await state.client()).connect(namespace, o)
    },
    // Only the plain connector restores: connections are stored under its id for every wallet.
    restore: listed ? undefined : async () => (await state.client()).restore(namespace),
  }
}
