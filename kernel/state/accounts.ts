// The connection and account of each chain namespace (SPEC §3 'Chain account state').
import { map } from 'nanostores'
import type { Account, AccountType, CaipAddress, Namespace } from '../types'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export interface WalletInfo {
  name: string
  icon?: string
}

export interface ChainAccount {
  status: ConnectionStatus
  connectorId?: string
  address?: string
  caipAddress?: CaipAddress
  accounts: readonly Account[]
  /** Native balance as an exact decimal string. */
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  walletInfo?: WalletInfo
  /** SPEC §3, §4: the account type the person prefers here; the first account of this type is the active one. */
  preferredAccountType?: AccountType
}

const empty: ChainAccount = { status: 'disconnected', accounts: [] }

export function createAccountState() {
  const $accounts = map<Partial<Record<Namespace, ChainAccount>>>({})

  const get = (namespace: Namespace): ChainAccount => $accounts.get()[namespace] ?? empty

  return {
    $accounts,
    get,
    update(namespace: Namespace, patch: Partial<ChainAccount>): void {
      $accounts.setKey(namespace, { ...get(namespace), ...patch })
    },
    /** SPEC §4: a reset returns to disconnected and clears address, balances, profile and connector id. */
    reset(namespace: Namespace): void {
      $accounts.setKey(namespace, empty)
    },
    isConnected: (namespace: Namespace | undefined): boolean =>
      namespace !== undefined && get(namespace).status === 'connected' && Boolean(get(namespace).address),
    connectedNamespaces: (): Namespace[] =>
      Object.entries($accounts.get())
        .filter(([, account]) => account?.status === 'connected')
        .map(([namespace]) => namespace),
  }
}

export type AccountState = ReturnType<typeof createAccountState>
