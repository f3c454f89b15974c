// The wallet a WalletConnect view is about: one the plugin listed, one a catalogue call returned,
// or (opened by id alone) fetched from the catalogue once.
import { useEffect, useState } from 'react'
import type { PluginApi, WalletEntry } from 'gangway'
import { catalogueOf } from '../catalogue/client'
import { fromCatalogue } from '../listing'
import type { ListedWallet, WalletConnectState } from '../state'

function known(modal: PluginApi, state: WalletConnectState, id: string): ListedWallet | undefined {
  const catalogue = catalogueOf(modal)
  const found = catalogue?.known(id)
  return state.listed.get(id) ?? (catalogue && found ? fromCatalogue(catalogue, found) : undefined)
}

/** undefined while loading; the plain WalletConnect view has no wallet and gets null. */
export function useListedWallet(modal: PluginApi, state: WalletConnectState, id: string | undefined, name?: string): ListedWallet | null | undefined {
  const [wallet, setWallet] = useState<ListedWallet | null | undefined>(() => (id ? known(modal, state, id) : null))
  useEffect(() => {
    if (!id || wallet) return
    const catalogue = catalogueOf(modal)
    const fallback = { id, name: name ?? 'your wallet' }
    if (!catalogue) return setWallet(fallback)
    let live = true
    catalogue
      .getWallets({ include: [id], entries: 1 })
      .then((page) => page.data[0] && fromCatalogue(catalogue, page.data[0]))
      .catch(() => undefined)
      .then((found) => live && setWallet(found || fallback))
    return () => {
      live = false
    }
  }, [modal, id, name, wallet])
  return wallet
}

const isWalletConnect = (entry: WalletEntry) => entry.connectors[0]?.type === 'WALLET_CONNECT'

/** The wallet list entry to connect through: the listed wallet's own, else the plain WalletConnect one. */
export function walletConnectEntry(wallets: readonly WalletEntry[], id: string | undefined): WalletEntry | undefined {
  return (
    (id ? wallets.find((w) => isWalletConnect(w) && w.connectors[0]?.explorerId === id) : undefined) ??
    wallets.find((w) => isWalletConnect(w) && !w.connectors[0]?.explorerId)
  )
}
