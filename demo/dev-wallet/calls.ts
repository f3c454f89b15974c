// EIP-5792 on the wallet's side, for the dev wallet and the tests' WalletConnect wallet: the wallet
// itself sends a batch's calls one after the other (a plain account: never atomically), keeps the
// batch under an id of its own ('<prefix>-<n>-<random>', so a test can tell whose id came back) and
// answers wallet_getCallsStatus from the receipts on the batch's chain.
import { numberToHex, type Hex } from 'viem'
import { ProviderRpcError, rpcCodes } from './errors'
import type { Rpc } from './rpc'

export interface WalletCallsOptions {
  /** Starts every batch id this wallet makes. */
  idPrefix: string
  /** The chain the wallet is on now, and its address there. */
  current(): { chainId: number; address: string }
  /** Node access on a chain the wallet knows. */
  rpcOn(chainId: number): Rpc
  /** Signs and sends one transaction on `chainId` (the wallet's eth_sendTransaction); resolves with its hash. */
  send(chainId: number, tx: { from: string; to?: string; data?: Hex; value?: Hex }): Promise<Hex>
}

interface SentBatch {
  chainId: number
  hashes: Hex[]
  /** How many calls the batch held; fewer hashes means a call failed and the rest were not sent. */
  total: number
}

/** EIP-5792's codes this wallet answers with. */
const atomicityNotSupported = () => new ProviderRpcError(5760, 'Atomicity not supported: this wallet sends calls one by one')
const unknownBundle = (id: unknown) => new ProviderRpcError(5730, `Unknown bundle id: ${String(id).slice(0, 66)}`)
const duplicateId = (id: string) => new ProviderRpcError(5720, `Duplicate id: ${id.slice(0, 66)}`)

export function createWalletCalls(o: WalletCallsOptions) {
  const batches = new Map<string, SentBatch>()
  let count = 0
  const newId = () => `${o.idPrefix}-${++count}-${Math.random().toString(16).slice(2, 10)}`

  return {
    methods: ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'] as const,

    /** wallet_getCapabilities(address, chainIds?): every chain asked for (else the current one), never atomic. */
    getCapabilities(params: unknown[]): Record<string, unknown> {
      const asked = Array.isArray(params[1]) ? (params[1] as unknown[]).filter((c): c is string => typeof c === 'string') : [numberToHex(o.current().chainId)]
      return Object.fromEntries(asked.map((chain) => [chain, { atomic: { status: 'unsupported' } }]))
    },

    /** wallet_sendCalls: every call sent in order on the current chain; a failing later call ends the batch there. */
    async sendCalls(params: unknown[]): Promise<{ id: string }> {
      const request = (params[0] ?? {}) as { id?: unknown; chainId?: unknown; from?: unknown; atomicRequired?: unknown; calls?: unknown }
      const calls = request.calls
      if (!Array.isArray(calls) || calls.length === 0) throw new ProviderRpcError(rpcCodes.invalidParams, 'wallet_sendCalls needs a non-empty list of calls')
      if (request.atomicRequired === true) throw atomicityNotSupported()
      const { chainId, address } = o.current()
      if (request.chainId !== undefined && Number(request.chainId) !== chainId) throw new ProviderRpcError(5710, `Unsupported chain id: the wallet is on ${numberToHex(chainId)}`)
      const id = typeof request.id === 'string' ? request.id : newId()
      if (batches.has(id)) throw duplicateId(id)
      const from = typeof request.from === 'string' ? request.from : address
      const batch: SentBatch = { chainId, hashes: [], total: calls.length }
      for (const call of calls as Array<{ to?: string; data?: Hex; value?: Hex }>) {
        try {
          batch.hashes.push(await o.send(chainId, { from, to: call.to, data: call.data, value: call.value }))
        } catch (error) {
          // The first call failing fails the request; a later one leaves a partial batch.
          if (batch.hashes.length === 0) throw error
          break
        }
      }
      batches.set(id, batch)
      return { id }
    },

    /** wallet_getCallsStatus(id): EIP-5792 v2's answer from the receipts. */
    async getCallsStatus(params: unknown[]): Promise<unknown> {
      const id = params[0]
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch) throw unknownBundle(id)
      const rpc = o.rpcOn(batch.chainId)
      const receipts = (await Promise.all(batch.hashes.map((hash) => rpc('eth_getTransactionReceipt', [hash])))) as Array<{ status: Hex } | null>
      const landed = receipts.filter((r): r is { status: Hex } => r !== null)
      const succeeded = landed.filter((r) => r.status === '0x1').length
      const complete = batch.hashes.length === batch.total && succeeded === batch.total
      const status = landed.length < receipts.length ? 100 : complete ? 200 : succeeded === 0 ? 500 : 600
      return { version: '2.0.0', id, chainId: numberToHex(batch.chainId), atomic: false, status, receipts: landed }
    },
  }
}

export type WalletCalls = ReturnType<typeof createWalletCalls>
