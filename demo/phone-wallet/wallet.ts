// A phone wallet for the demo: a real WalletConnect wallet (@walletconnect/sign-client) on the page,
// talking to the modal only through the local relay, as the app on a person's phone would. It holds
// the second PUBLIC dev key, so it is told apart from the browser dev wallet at a glance; with the
// stack's Bitcoin, Polkadot and Cosmos chains it serves those namespaces too (`more`, more-chains.ts).
import { createWalletClient, defineChain, formatEther, hexToString, http, isHex, numberToHex, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from '../../services/dev/keys'
import { DEMO_WALLET_PROJECT_ID, type DevChain } from '../../services/dev/demo-config'
import type { PhoneChain } from './chains'

type SignClient = InstanceType<typeof import('@walletconnect/sign-client').SignClient>

export interface PhoneWalletState {
  phase: 'idle' | 'pairing' | 'proposal' | 'connected'
  address: `0x${string}`
  error?: string
  /** The dapp asking to connect, and the chains it asked for that this wallet knows (EVM ids, and other namespaces' CAIP-2 ids). */
  proposal?: { id: number; dapp: string; chains: number[]; others: Array<{ id: string; name: string }> }
  /**
   * The session's EVM chains and its other chains' names; chainId: the EVM chain the page last asked for
   * or the phone switched to (until then a wallet knows only the session's chains).
   */
  session?: { topic: string; dapp: string; chains: number[]; others: string[]; chainId?: number }
  /** A request waiting for the person's yes or no. */
  request?: { id: number; topic: string; method: string; text: string; chainId: string; params: unknown }
}

export interface PhoneWallet {
  getState(): PhoneWalletState
  subscribe(listener: () => void): () => void
  /** What scanning the QR code (or opening the copied link) does. */
  pair(uri: string): Promise<void>
  approve(): Promise<void>
  reject(): Promise<void>
  answer(yes: boolean): Promise<void>
  switchChain(chainId: number): Promise<void>
  disconnect(): Promise<void>
}

const PREFIX = 'demo-phone-wallet'

/** eth_sendTransaction's parameter, as a dapp sends it (hex quantities). */
type Transaction = { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
const describeSend = (tx: Transaction) =>
  `Send ${formatEther(BigInt(tx.value ?? 0))} ETH to ${tx.to ?? 'a new contract'}${tx.data && tx.data !== '0x' ? ' with data' : ''}`
const rejected = { code: 5000, message: 'User rejected.' }

export function createPhoneWallet(o: { relayUrl: string; chains: readonly DevChain[]; more?: readonly PhoneChain[] }): PhoneWallet {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 })
  let state: PhoneWalletState = { phase: 'idle', address: account.address }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<PhoneWalletState>) => {
    state = { ...state, ...patch }
    listeners.forEach((l) => l())
  }
  const known = (chainId: number) => o.chains.some((c) => c.id === chainId)
  const others = o.more ?? []
  const otherChain = (id: string | undefined) => others.find((c) => c.id === id)
  let client: Promise<SignClient> | undefined

  const namespaces = (chainIds: number[], methods: string[], events: string[]) => ({
    eip155: { chains: chainIds.map((id) => `eip155:${id}`), accounts: chainIds.map((id) => `eip155:${id}:${account.address}`), methods, events },
  })

  async function start(): Promise<SignClient> {
    const { SignClient } = await import('@walletconnect/sign-client')
    const c = await SignClient.init({
      projectId: DEMO_WALLET_PROJECT_ID,
      relayUrl: o.relayUrl,
      telemetryEnabled: false,
      customStoragePrefix: PREFIX,
      metadata: { name: 'Demo Phone Wallet', description: 'A WalletConnect wallet on the demo page', url: location.origin, icons: [] },
      signConfig: { disableRequestQueue: true },
    })
    // Verify is WalletConnect's cloud attestation service; a local relay has none. The SDK treats a
    // failed lookup as an unknown origin, as it would with Verify down, instead of asking the cloud.
    c.core.verify.resolve = async () => {
      throw new Error('no Verify service beside a local relay')
    }
    c.on('session_proposal', ({ id, params }) => {
      const askedIn = (ns: string) => [...(params.optionalNamespaces[ns]?.chains ?? []), ...(params.requiredNamespaces[ns]?.chains ?? [])]
      const chains = [...new Set(askedIn('eip155').map((c) => Number(c.split(':')[1])))].filter(known)
      const otherIds = others.filter((chain) => askedIn(chain.namespace).includes(chain.id)).map((chain) => ({ id: chain.id, name: chain.name }))
      set({ phase: 'proposal', proposal: { id, dapp: params.proposer.metadata.name, chains, others: otherIds }, error: undefined })
    })
    c.on('session_request', async ({ id, topic, params }) => {
      const { method, params: args } = params.request as { method: string; params: unknown }
      const other = otherChain(params.chainId)
      if (other?.reads.includes(method)) return void (await answerOther(c, { id, topic, method, params: args }, other))
      const list = args as unknown[]
      const text = other
        ? other.describe(method, args)
        : method === 'personal_sign' && isHex(list[0])
          ? hexToString(list[0] as Hex)
          : method === 'wallet_switchEthereumChain'
            ? `Switch to chain ${Number((list[0] as { chainId: string }).chainId)}`
            : method === 'eth_sendTransaction'
              ? describeSend(list[0] as Transaction)
              : method
      // The chain the request is for is the one the page is on: the phone shows it, as a wallet app does.
      const evm = params.chainId.startsWith('eip155:') ? Number(params.chainId.slice('eip155:'.length)) : undefined
      const session = state.session && evm !== undefined && known(evm) ? { ...state.session, chainId: evm } : state.session
      set({ request: { id, topic, method, text, chainId: params.chainId, params: args }, session })
    })
    c.on('session_delete', () => set({ phase: 'idle', session: undefined, request: undefined }))
    // Back after a reload: the session lives on in IndexedDB.
    const last = c.session.getAll().at(-1)
    if (last) {
      const chains = (last.namespaces.eip155?.chains ?? []).map((x) => Number(x.split(':')[1]))
      const rest = Object.entries(last.namespaces).flatMap(([ns, n]) => (ns === 'eip155' ? [] : (n.chains ?? []).map((id) => otherChain(id)?.name ?? id)))
      set({ phase: 'connected', session: { topic: last.topic, dapp: last.peer.metadata.name, chains, others: rest } })
    }
    return c
  }
  const ready = () => (client ??= start())
  if (localStorage.getItem(PREFIX)) void ready()

  /** The answer of a Bitcoin, Polkadot or Cosmos account, or its error, sent back through the relay. */
  async function answerOther(c: SignClient, request: { id: number; topic: string; method: string; params: unknown }, chain: PhoneChain): Promise<void> {
    try {
      await c.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: await chain.answer(request.method, request.params) } })
    } catch (error) {
      const e = error as { code?: number; message?: string }
      await c.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error: { code: e.code ?? -32603, message: e.message ?? String(error) } } })
    }
  }

  /** Signed here with the phone's key and sent through the chain's node, as a wallet app does. */
  async function send(chainId: number, tx: Transaction): Promise<Hex> {
    const chain = o.chains.find((c) => c.id === chainId)
    if (!chain) throw new Error(`The demo phone wallet does not know chain ${chainId}`)
    const client = createWalletClient({
      account,
      chain: defineChain({ id: chain.id, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
      transport: http(chain.rpcUrl),
    })
    return client.sendTransaction({ to: tx.to, value: tx.value === undefined ? undefined : BigInt(tx.value), data: tx.data, gas: tx.gas === undefined ? undefined : BigInt(tx.gas) })
  }

  const guard = async (work: () => Promise<void>) => {
    try {
      await work()
    } catch (error) {
      set({ error: error instanceof Error ? error.message : String(error) })
    }
  }

  const wallet: PhoneWallet = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    pair: (uri) =>
      guard(async () => {
        if (!uri.trim().startsWith('wc:')) throw new Error('That is not a WalletConnect link (it starts with wc:)')
        set({ phase: 'pairing', error: undefined })
        localStorage.setItem(PREFIX, '1')
        await (await ready()).pair({ uri: uri.trim() })
      }),
    approve: () =>
      guard(async () => {
        const c = await ready()
        const proposal = state.proposal
        if (!proposal) return
        const asked = c.proposal.get(proposal.id).optionalNamespaces
        const approved: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }> = proposal.chains.length
          ? namespaces(proposal.chains, asked.eip155?.methods ?? ['personal_sign'], asked.eip155?.events ?? [])
          : {}
        for (const chain of others.filter((x) => proposal.others.some((asked) => asked.id === x.id))) {
          const entry = (approved[chain.namespace] ??= { chains: [], accounts: [], methods: asked[chain.namespace]?.methods ?? chain.methods, events: asked[chain.namespace]?.events ?? chain.events })
          entry.chains.push(chain.id)
          entry.accounts.push(`${chain.id}:${await chain.account()}`)
        }
        const { topic, acknowledged } = await c.approve({ id: proposal.id, namespaces: approved })
        await acknowledged()
        set({ phase: 'connected', proposal: undefined, session: { topic, dapp: proposal.dapp, chains: proposal.chains, others: proposal.others.map((x) => x.name) } })
      }),
    reject: () =>
      guard(async () => {
        if (state.proposal) await (await ready()).reject({ id: state.proposal.id, reason: rejected })
        set({ phase: 'idle', proposal: undefined })
      }),
    answer: (yes) =>
      guard(async () => {
        const c = await ready()
        const request = state.request
        if (!request) return
        set({ request: undefined })
        const respond = (result: unknown) => c.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } })
        if (!yes) return void (await c.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } } }))
        const other = otherChain(request.chainId)
        if (other) return void (await answerOther(c, request, other))
        if (request.method === 'personal_sign') return void (await respond(await account.signMessage({ message: request.text })))
        if (request.method === 'eth_sendTransaction') return void (await respond(await send(Number(request.chainId.split(':')[1]), (request.params as [Transaction])[0])))
        if (request.method === 'wallet_switchEthereumChain') {
          await wallet.switchChain(Number(request.text.split(' ').at(-1)))
          return void (await respond(null))
        }
        await c.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error: { code: 4200, message: `${request.method} is not supported by the demo phone wallet` } } })
      }),
    // Moves to a chain, adding it to the session first when the dapp did not get it approved.
    switchChain: (chainId) =>
      guard(async () => {
        const c = await ready()
        const session = state.session
        if (!session || !known(chainId)) return
        const current = c.session.get(session.topic).namespaces.eip155!
        const ids = [...new Set([...(current.chains ?? []).map((x) => Number(x.split(':')[1])), chainId])]
        if (ids.length !== current.chains?.length) await (await c.update({ topic: session.topic, namespaces: namespaces(ids, current.methods, current.events) })).acknowledged()
        await c.emit({ topic: session.topic, chainId: `eip155:${chainId}`, event: { name: 'chainChanged', data: numberToHex(chainId) } })
        set({ session: { ...session, chains: ids, chainId } })
      }),
    disconnect: () =>
      guard(async () => {
        if (state.session) await (await ready()).disconnect({ topic: state.session.topic, reason: { code: 6000, message: 'User disconnected.' } })
        set({ phase: 'idle', session: undefined, request: undefined })
      }),
  }
  return wallet
}
