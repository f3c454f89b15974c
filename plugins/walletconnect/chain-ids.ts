// Older wallets know some chains by an earlier id, a network's `deprecatedCaipNetworkId` (Solana's
// first genesis-hash form: solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ for mainnet). The proposal asks
// for both ids; the modal reads the session under the networks' own ids, and a request goes out
// under the id the wallet approved (the sign client refuses any other).
import type { CaipNetworkId, Namespace, Network } from 'gangway'
import type { UniversalProvider } from '@walletconnect/universal-provider'
import { approvedChains } from './session'

type Struct = NonNullable<InstanceType<typeof UniversalProvider>['session']>
/** Earlier id → the network's own id. */
export type OwnIds = ReadonlyMap<string, CaipNetworkId>

export const ownIdsOf = (networks: readonly Network[]): OwnIds =>
  new Map(networks.flatMap((n) => (n.deprecatedCaipNetworkId ? [[n.deprecatedCaipNetworkId, n.caipNetworkId] as const] : [])))

/** A CAIP-2 chain or a CAIP-10 account under its network's own chain id. */
export function ownId<T extends string>(id: T, ids: OwnIds): T {
  const [namespace, reference, ...rest] = id.split(':')
  const chain = ids.get(`${namespace}:${reference}`)
  return (chain ? [chain, ...rest].join(':') : id) as T
}

/** The session as the modal reads it: every chain and account under its network's own id. */
export function inOwnIds(session: Struct, ids: OwnIds): Struct {
  if (ids.size === 0) return session
  const namespaces = Object.fromEntries(
    Object.entries(session.namespaces).map(([key, ns]) => [key, { ...ns, chains: ns.chains?.map((c) => ownId(c, ids)), accounts: ns.accounts.map((a) => ownId(a, ids)) }]),
  )
  return { ...session, namespaces }
}

/** The id the wallet approved `chain` under in `raw` (the session as the wallet sent it): an earlier one only when the own one is not there. */
export function walletIdOf(chain: CaipNetworkId, raw: Struct | undefined, ids: OwnIds): CaipNetworkId {
  const approved: string[] = raw ? approvedChains(raw, chain.split(':')[0] as Namespace) : []
  if (approved.length === 0 || approved.includes(chain)) return chain
  for (const [earlier, own] of ids) if (own === chain && approved.includes(earlier)) return earlier as CaipNetworkId
  return chain
}
