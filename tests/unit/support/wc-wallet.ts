// A real WalletConnect wallet in the test process: @walletconnect/sign-client through the local
// relay, holding anvil's first dev key (eip155) and an ed25519 key (solana). It approves, signs,
// switches chains, changes accounts and disconnects as a phone wallet would, driven by the test.
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { base58 as bs58 } from '@scure/base'
import nacl from 'tweetnacl'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { createWalletCalls } from '../../../demo/dev-wallet/calls'
import { httpRpc } from '../../../demo/dev-wallet/rpc'
import { prepareTransaction, type TransactionRequest } from '../../../demo/dev-wallet/transaction'
import { MemoryStorage } from '../services/relay/memory-storage'

type Client = InstanceType<typeof SignClient>
export type Proposal = SignClientTypes.EventArguments['session_proposal']

export const ANVIL_KEY_0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
export const ANVIL_KEY_1: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

let instances = 0

/** A request the wallet holds instead of answering, as a person who has not decided yet. */
export interface HeldRequest {
  topic: string
  params: unknown
  respond(result: unknown): Promise<void>
  fail(code: number, message: string): Promise<void>
}

export interface TestWallet {
  client: Client
  evmAddress: `0x${string}`
  solanaAddress: string
  solanaPublicKey: Uint8Array
  /** Pairs with the dapp's wc: URI and resolves with the proposal that follows. */
  pair(uri: string): Promise<Proposal>
  /** Approves these CAIP-2 chains; `methods` narrows what a namespace allows. Resolves with the session topic. */
  approve(proposal: Proposal, chains: string[], o?: { methods?: Record<string, string[]> }): Promise<string>
  reject(proposal: Proposal): Promise<void>
  /** Moves to an approved chain and says so (chainChanged). */
  switchChain(topic: string, chain: string): Promise<void>
  /** Reports other accounts on a chain (accountsChanged, CAIP-10 ids). */
  changeAccounts(topic: string, chain: string, addresses: string[]): Promise<void>
  disconnect(topic: string): Promise<void>
  /** Methods the dapp asked the wallet for, in order. */
  requests: string[]
  /** The chain each of those requests named, in the same order. */
  requestChains: string[]
  /** The next request of `method` is held, not answered; resolves once it arrives. */
  holdNext(method: string): Promise<HeldRequest>
  close(): Promise<void>
}

/**
 * `evmRpc`: the nodes of the EVM chains it sends on (chain id → URL). Given, the wallet answers
 * eth_sendTransaction and EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) for
 * real: it signs, sends and reads receipts there.
 */
export async function startTestWallet(relayUrl: string, o: { key?: Hex; evmRpc?: Record<number, string>; projectId?: string } = {}): Promise<TestWallet> {
  const client = await SignClient.init({
    // A relay given the services' projects refuses an id they do not know (the local stack's knows the demo's).
    projectId: o.projectId ?? 'gangway-test-wallet',
    relayUrl,
    telemetryEnabled: false,
    storage: new MemoryStorage(),
    customStoragePrefix: `test-wallet-${++instances}`,
    // the page's own origin in happy-dom (the SDK warns when they differ), a loopback one elsewhere
    metadata: { name: 'Test Phone Wallet', description: 'A sign-client wallet in the test process', url: globalThis.location?.origin ?? 'http://127.0.0.1', icons: [] },
    // otherwise the wallet waits 1 s after each answer before it takes the next request
    signConfig: { disableRequestQueue: true },
  })
  const evm = privateKeyToAccount(o.key ?? ANVIL_KEY_0)
  const solana = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(7))
  const solanaAddress = bs58.encode(solana.publicKey)
  const addressFor = (chain: string) => (chain.startsWith('solana:') ? solanaAddress : evm.address)
  const requests: string[] = []
  const requestChains: string[] = []
  let nextProposal: ((p: Proposal) => void) | undefined
  client.on('session_proposal', (proposal) => nextProposal?.(proposal))

  const namespacesFor = (chains: string[], methodsOf: (ns: string) => string[], eventsOf: (ns: string) => string[]) => {
    const out: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }> = {}
    for (const chain of chains) {
      const ns = chain.split(':')[0]!
      out[ns] ??= { chains: [], accounts: [], methods: methodsOf(ns), events: eventsOf(ns) }
      out[ns].chains.push(chain)
      out[ns].accounts.push(`${chain}:${addressFor(chain)}`)
    }
    return out
  }

  const rpcOn = (chainId: number) => {
    const url = o.evmRpc?.[chainId]
    if (!url) throw Object.assign(new Error(`The test wallet has no node for chain ${chainId}`), { code: 4901 })
    return httpRpc(url, fetch)
  }
  const sendOn = async (chainId: number, tx: TransactionRequest) => {
    const rpc = rpcOn(chainId)
    return (await rpc('eth_sendRawTransaction', [await evm.signTransaction(await prepareTransaction(rpc, chainId, evm.address, tx))])) as Hex
  }
  // The chain of the request being answered (WalletConnect names it with each request).
  let requestChain = 0
  const calls = createWalletCalls({ idPrefix: 'test-phone-wallet', current: () => ({ chainId: requestChain, address: evm.address }), rpcOn, send: (chainId, tx) => sendOn(chainId, tx) })

  const holds = new Map<string, (held: HeldRequest) => void>()
  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request as { method: string; params: unknown }
    requests.push(method)
    requestChains.push(params.chainId)
    const respond = (result: unknown) => client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    const fail = (code: number, message: string) => client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    const hold = holds.get(method)
    if (hold) {
      holds.delete(method)
      return hold({ topic, params: args, respond, fail })
    }
    if (method === 'personal_sign') return respond(await evm.signMessage({ message: { raw: (args as [Hex])[0] } }))
    if (o.evmRpc && params.chainId.startsWith('eip155:')) {
      requestChain = Number(params.chainId.split(':')[1])
      const list = (args ?? []) as unknown[]
      const answer =
        method === 'eth_sendTransaction'
          ? () => sendOn(requestChain, list[0] as TransactionRequest)
          : method === 'wallet_getCapabilities'
            ? async () => calls.getCapabilities(list)
            : method === 'wallet_sendCalls'
              ? () => calls.sendCalls(list)
              : method === 'wallet_getCallsStatus'
                ? () => calls.getCallsStatus(list)
                : undefined
      if (answer) {
        try {
          return await respond(await answer())
        } catch (error) {
          const e = error as { code?: unknown; message?: string }
          return fail(typeof e.code === 'number' ? e.code : -32603, e.message ?? String(error))
        }
      }
    }
    if (method === 'solana_signMessage') {
      const message = bs58.decode((args as { message: string }).message)
      return respond({ signature: bs58.encode(nacl.sign.detached(message, solana.secretKey)) })
    }
    if (method === 'wallet_switchEthereumChain') {
      // As a real wallet does: add the chain to the session, then report the move.
      const chain = `eip155:${Number((args as [{ chainId: string }])[0].chainId)}`
      const session = client.session.get(topic)
      const current = session.namespaces.eip155!
      const chains = [...new Set([...(current.chains ?? []), chain])]
      const { acknowledged } = await client.update({ topic, namespaces: { ...session.namespaces, ...namespacesFor(chains, () => current.methods, () => current.events) } })
      await acknowledged()
      await client.emit({ topic, chainId: chain, event: { name: 'chainChanged', data: Number(chain.split(':')[1]) } })
      return respond(null)
    }
    return fail(4200, `${method} is not supported by the test wallet`)
  })

  return {
    client,
    evmAddress: evm.address,
    solanaAddress,
    solanaPublicKey: solana.publicKey,
    requests,
    requestChains,
    holdNext: (method) => new Promise<HeldRequest>((resolve) => holds.set(method, resolve)),
    async pair(uri) {
      const proposal = new Promise<Proposal>((resolve) => (nextProposal = resolve))
      await client.pair({ uri })
      return proposal
    },
    async approve(proposal, chains, opts = {}) {
      const asked = (ns: string) => proposal.params.optionalNamespaces[ns] ?? proposal.params.requiredNamespaces[ns]
      const { topic, acknowledged } = await client.approve({
        id: proposal.id,
        namespaces: namespacesFor(chains, (ns) => opts.methods?.[ns] ?? asked(ns)?.methods ?? [], (ns) => asked(ns)?.events ?? []),
      })
      await acknowledged()
      return topic
    },
    async reject(proposal) {
      await client.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
    },
    async switchChain(topic, chain) {
      await client.emit({ topic, chainId: chain, event: { name: 'chainChanged', data: Number(chain.split(':')[1]) } })
    },
    async changeAccounts(topic, chain, addresses) {
      await client.emit({ topic, chainId: chain, event: { name: 'accountsChanged', data: addresses.map((a) => `${chain}:${a}`) } })
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => {})
      client.core.heartbeat.stop()
    },
  }
}
