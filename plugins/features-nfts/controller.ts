// The NFTs the account holds on the active network, from the services (GET
// /v1/account/{address}/nfts), each with SPEC §3 nft_info fields (name, preview, flags.is_spam).
// Spam is hidden (SPEC §5); loading and failing each say so.
import { map } from 'nanostores'
import { perModal, type PluginApi } from 'gangway'

export interface Nft {
  /** CAIP-10 of the contract, then the token id. */
  id: string
  chainId: string
  contract: { address: string; name: string; symbol: string; standard: string }
  tokenId: string
  /** How many the account holds (1 for an ERC-721). */
  amount: string
  name: string
  preview?: { url: string } | null
  flags?: { is_spam: boolean }
}

export interface NftsState {
  nfts: Nft[]
  loading: boolean
  failed: boolean
  /** account@chain the list belongs to. */
  key?: string
}

/** SPEC §5: what is flagged spam is not shown. */
export const visibleNfts = (list: readonly Nft[]): Nft[] => list.filter((nft) => nft.flags?.is_spam !== true)

export function createNftsController(modal: PluginApi) {
  const $nfts = map<NftsState>({ nfts: [], loading: false, failed: false })
  let generation = 0

  async function load(): Promise<void> {
    const namespace = modal.stores.$activeNamespace.get()
    const network = modal.stores.$activeNetwork.get()
    const address = namespace ? modal.stores.$accounts.get()[namespace]?.address : undefined
    if (!address || !network) return
    const key = `${address}@${network.caipNetworkId}`
    const run = ++generation
    // The list of the same account stays while it is read again.
    const kept = $nfts.get().key === key ? $nfts.get().nfts : []
    $nfts.set({ nfts: kept, loading: true, failed: false, key })
    try {
      const { api } = await modal.services()
      if (!api.http) throw new Error('No services API configured')
      const page = await api.http.get<{ data: Nft[] }>(`v1/account/${encodeURIComponent(address)}/nfts`, { chainId: network.caipNetworkId })
      if (run !== generation) return
      $nfts.set({ nfts: visibleNfts(page.data ?? []), loading: false, failed: false, key })
    } catch (error) {
      if (run !== generation) return
      $nfts.set({ ...$nfts.get(), loading: false, failed: true })
      modal.events.emit('error', { error: error instanceof Error ? error : new Error(String(error)) })
    }
  }

  return { $nfts, load }
}

export type NftsController = ReturnType<typeof createNftsController>

/** The NFTs controller of a modal, made on first use. */
export const nftsController = perModal(createNftsController)
