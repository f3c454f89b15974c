// A small namespace plugin for kernel tests: its connectors return scripted wallet sessions
// (the kernel/plugin.ts contract), and its balance is a number the test chooses.
import { defineNetwork } from '../../../kernel/network'
import type {
  AccountType,
  NamespaceCapabilities,
  Account,
  CaipNetworkId,
  Connector,
  ConnectorType,
  Namespace,
  NamespacePlugin,
  Network,
  SessionChange,
  WalletSession,
} from '../../../kernel/plugin'

export const testNetwork = (namespace: Namespace, id: number | string, name = `${namespace} ${id}`): Network =>
  defineNetwork({
    id,
    name,
    chainNamespace: namespace,
    nativeCurrency: { name: 'Coin', symbol: namespace === 'solana' ? 'SOL' : 'ETH', decimals: namespace === 'solana' ? 9 : 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9/rpc'] } },
  })

export const ADDRESS_A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ADDRESS_B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A wallet session the test drives: `emit` plays what the wallet would report. */
export class ScriptedSession implements WalletSession {
  accounts: Account[]
  chainId: CaipNetworkId | undefined
  readonly signed: Array<{ message: string; address: string }> = []
  readonly switchedTo: CaipNetworkId[] = []
  disconnectCalls = 0
  failDisconnect = false
  failSwitch: unknown = undefined
  private readonly listeners = new Set<(change: SessionChange) => void>()

  constructor(o: { addresses?: string[]; chainId?: CaipNetworkId } = {}) {
    this.accounts = (o.addresses ?? [ADDRESS_A]).map((address) => ({ address, type: 'eoa' }))
    this.chainId = o.chainId
  }

  emit(change: SessionChange): void {
    if (change.type === 'accounts') this.accounts = [...change.accounts]
    if (change.type === 'chain') this.chainId = change.chainId
    this.listeners.forEach((listener) => listener(change))
  }

  get listenerCount(): number {
    return this.listeners.size
  }

  async signMessage(message: string, address: string): Promise<string> {
    this.signed.push({ message, address })
    return `signature(${message})`
  }

  async switchNetwork(network: Network): Promise<void> {
    if (this.failSwitch) throw this.failSwitch
    this.switchedTo.push(network.caipNetworkId)
    this.emit({ type: 'chain', chainId: network.caipNetworkId })
  }

  onChange(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async disconnect(): Promise<void> {
    this.disconnectCalls++
    if (this.failDisconnect) throw new Error('wallet is gone')
  }
}

export interface ScriptedConnector extends Connector {
  connectCalls: number
  restoreCalls: number
}

/** A connector whose connect/restore run the given scripts. */
export function scriptedConnector(o: {
  id: string
  chain: Namespace
  name?: string
  type?: ConnectorType
  chains?: readonly Namespace[]
  rdns?: string
  explorerId?: string
  connect?: () => Promise<WalletSession>
  restore?: () => Promise<WalletSession | null>
}): ScriptedConnector {
  const connector: ScriptedConnector = {
    id: o.id,
    name: o.name ?? o.id,
    type: o.type ?? 'ANNOUNCED',
    chain: o.chain,
    chains: o.chains,
    rdns: o.rdns,
    explorerId: o.explorerId,
    connectCalls: 0,
    restoreCalls: 0,
    connect: () => {
      connector.connectCalls++
      return o.connect ? o.connect() : Promise.resolve(new ScriptedSession())
    },
    restore: o.restore
      ? () => {
          connector.restoreCalls++
          return o.restore!()
        }
      : undefined,
  }
  return connector
}

export interface TestNamespacePlugin extends NamespacePlugin {
  balance: bigint
  balanceCalls: Array<{ network: CaipNetworkId; address: string }>
}

/**
 * A namespace plugin whose discovery announces `connectors` (at once, or after `discoverAfterMs`),
 * whose balance is `balance` base units, and which declares `capabilities` (default: token balances).
 */
export function testNamespace(
  namespace: Namespace,
  o: { connectors?: Connector[]; balance?: bigint; discoverAfterMs?: number; capabilities?: NamespaceCapabilities; defaultAccountType?: AccountType } = {},
): TestNamespacePlugin {
  const plugin: TestNamespacePlugin = {
    kind: 'namespace',
    namespace,
    label: `${namespace} chains`,
    defaultAccountType: o.defaultAccountType ?? 'eoa',
    capabilities: o.capabilities ?? { tokenBalances: true },
    isAddress: (address) => address.length > 0,
    balance: o.balance ?? 0n,
    balanceCalls: [],
    discover: (_ctx, registry) => {
      const announce = () => (o.connectors ?? []).forEach((c) => registry.add(c))
      if (o.discoverAfterMs === undefined) {
        announce()
        return () => {}
      }
      const timer = setTimeout(announce, o.discoverAfterMs)
      return () => clearTimeout(timer)
    },
    getBalance: async (_ctx, network, address) => {
      plugin.balanceCalls.push({ network: network.caipNetworkId, address })
      return plugin.balance
    },
  }
  return plugin
}

/** Let pending promise callbacks (balance refreshes, restores) run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
