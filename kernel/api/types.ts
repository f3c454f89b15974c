// What the services answer, as the modal uses it (SPEC §3 'Token balance', 'Transaction').
import type { CaipAddress, CaipNetworkId } from '../plugin'

export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 of the chain the token lives on. */
  chainId: CaipNetworkId
  /** CAIP-10 of the token contract or mint; absent for the native currency. */
  address?: CaipAddress
  /** USD value of the quantity held. */
  value: number
  /** USD per unit. */
  price: number
  /** `numeric` is an exact decimal string; `decimals` is a string, as the API sends it. */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } | null }
  nft_info?: { name?: string; content?: { preview?: { url: string } | null }; flags?: { is_spam: boolean } }
  direction: string
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface Transaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    /** ISO 8601. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    nonce?: number
    /** CAIP-2. */
    chain?: string
  }
  transfers: TransactionTransfer[]
}

export interface HistoryPage {
  data: Transaction[]
  /** Pass back as `cursor` for the next page; null or absent on the last one. */
  next?: string | null
}

export interface Identity {
  name?: string | null
  avatar?: string | null
}

/** An analytics event as the kernel's bus carries it (SPEC §7 SEND_INITIATED, SWITCH_NETWORK …). */
export interface TrackedEvent {
  event: string
  properties?: Record<string, unknown>
}
