// One WalletSession per namespace over the shared WalletConnect session: that namespace's accounts
// and chain, sign and request through the relay, and SPEC §4's chain switch rule.
import type { RequestArguments, UniversalProvider } from '@walletconnect/universal-provider'
import {
  gangwayError,
  RpcError,
  type Account,
  type CaipNetworkId,
  type Namespace,
  type Network,
  type RelayedRequest,
  type SessionChange,
  type WalletConnectNamespace,
  type WalletSession,
} from 'gangway'

type Provider = InstanceType<typeof UniversalProvider>

/** The WalletConnect session, as the provider (a declared peer) types it; @walletconnect/types is not our dependency. */
type Struct = Provider['session']

/** What a namespace binding needs from the client that owns the WalletConnect session. */
export interface SessionHost {
  provider: Provider
  current(): Struct
  /** Every namespace bound to the session now: disconnect() ends them all. */
  bound(): Namespace[]
  disconnect(): Promise<void>
  /** The id the wallet approved a chain under (an earlier one for older wallets: chain-ids.ts). */
  walletChain(chain: CaipNetworkId): CaipNetworkId
  /** The namespace's own calls (its plugin's WalletConnect capability); none: it cannot sign here. */
  calls: WalletConnectNamespace | undefined
}

export interface Binding {
  namespace: Namespace
  chain: CaipNetworkId
  accounts: Account[]
  listeners: Set<(change: SessionChange) => void>
  session: WalletSession
}

/** The chains the wallet approved in a namespace (from its accounts when it listed no chains). */
export function approvedChains(session: Struct, namespace: Namespace): CaipNetworkId[] {
  const approved = session?.namespaces[namespace]
  if (!approved) return []
  const chains = approved.chains?.length ? approved.chains : approved.accounts.map((a) => a.split(':').slice(0, 2).join(':'))
  return [...new Set(chains)] as CaipNetworkId[]
}

/** The namespace's accounts on `chain` (all of them when none is listed for that chain). */
export function accountsOn(session: Struct, namespace: Namespace, chain: CaipNetworkId): Account[] {
  const all = session?.namespaces[namespace]?.accounts ?? []
  const onChain = all.filter((a) => a.startsWith(`${chain}:`))
  const addresses = (onChain.length ? onChain : all).map((a) => a.split(':')[2] ?? a)
  return toAccounts(addresses)
}

/** accountsChanged data: plain addresses or CAIP-10 ids. */
export const toAccounts = (addresses: readonly string[]): Account[] =>
  [...new Set(addresses.map((a) => a.split(':').at(-1) ?? a))].map((address) => ({ address, type: 'eoa' }))

const emit = (binding: Binding, change: SessionChange) => binding.listeners.forEach((listener) => listener(change))
const sameAccounts = (a: readonly Account[], b: readonly Account[]) => a.length === b.length && a.every((x, i) => x.address === b[i]?.address)

export function setAccounts(binding: Binding, accounts: Account[]): void {
  if (sameAccounts(binding.accounts, accounts)) return
  binding.accounts = accounts
  emit(binding, accounts.length ? { type: 'accounts', accounts } : { type: 'disconnect' })
}

/** The wallet (or the person, through the modal) moved this namespace to `chain`. */
export function setChain(binding: Binding, chain: CaipNetworkId, session: Struct): void {
  if (binding.chain === chain) return
  binding.chain = chain
  emit(binding, { type: 'chain', chainId: chain })
  setAccounts(binding, accountsOn(session, binding.namespace, chain))
}

export function endBinding(binding: Binding): void {
  emit(binding, { type: 'disconnect' })
  binding.listeners.clear()
}

export function bindNamespace(
  host: SessionHost,
  namespace: Namespace,
  chain: CaipNetworkId,
  info: { walletInfo?: { name: string; icon?: string }; walletId: string | null },
): Binding {
  // Requests go out on the current chain when the wallet approved it, else on an approved one
  // (the sign client refuses a chain outside the session).
  const requestChain = () => {
    const approved = approvedChains(host.current(), namespace)
    return host.walletChain(approved.includes(binding.chain) ? binding.chain : (approved[0] ?? binding.chain))
  }
  const request: RelayedRequest = <T>(args: Parameters<RelayedRequest>[0]) =>
    host.provider.request<T>({ method: args.method, params: toParams(args.params) }, requestChain()).catch((error: unknown) => {
      throw asError(error)
    })
  const binding: Binding = {
    namespace,
    chain,
    accounts: accountsOn(host.current(), namespace, chain),
    listeners: new Set(),
    session: {
      get accounts() {
        return binding.accounts
      },
      get chainId() {
        return binding.chain
      },
      walletInfo: info.walletInfo,
      walletId: info.walletId,
      // SPEC §4: one session serves them all, and a disconnect resets every account it served.
      get sharedWith() {
        return host.bound().filter((ns) => ns !== namespace)
      },
      // What the wallet approved for this namespace: a call outside it never reaches the wallet.
      get methods() {
        return host.current()?.namespaces[namespace]?.methods ?? []
      },
      signMessage: (message, address) => {
        if (!host.calls) throw gangwayError('METHOD_NOT_SUPPORTED')
        return host.calls.signMessage(request, message, address)
      },
      switchNetwork: (network) => switchNetwork(host, binding, network, request),
      request: (args) => request(args),
      onChange(listener) {
        binding.listeners.add(listener)
        return () => binding.listeners.delete(listener)
      },
      disconnect: () => host.disconnect(),
    },
  }
  return binding
}

/** JSON-RPC params are an array or an object; anything else goes out as no params. */
const toParams = (params: unknown): RequestArguments['params'] => (typeof params === 'object' && params !== null ? params : undefined)

/**
 * SPEC §4 chain switch: an approved chain becomes the default at once; otherwise the wallet is
 * asked to switch (EIP-3326, adding the chain first when it does not know it); otherwise it fails.
 */
async function switchNetwork(host: SessionHost, binding: Binding, network: Network, request: RelayedRequest): Promise<void> {
  const target = network.caipNetworkId
  const session = host.current()
  if (binding.chain === target) return
  if (!approvedChains(session, binding.namespace).includes(target)) {
    if (!host.calls?.switchChain) throw gangwayError('CHAIN_NOT_SUPPORTED')
    await host.calls.switchChain(request, network, session?.namespaces[binding.namespace]?.methods ?? [])
  }
  host.provider.setDefaultChain(host.walletChain(target))
  setChain(binding, target, host.current())
}

/**
 * The sign client rejects some requests with a bare object ({ message, code }: the session deleted
 * while the wallet held the request, a relay error); the modal and the host get an Error with its words.
 */
function asError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error
  const { message, code, data } = error as { message?: unknown; code?: unknown; data?: unknown }
  return new RpcError(typeof message === 'string' && message ? message : 'The wallet request failed', typeof code === 'number' ? code : 0, data)
}
