// The embedded wallet's smart accounts (SPEC §3, §6): on each chain whose bundler is configured, a user's
// eip155 key owns a SimpleAccount (ERC-4337, EntryPoint v0.8) at the factory's counterfactual address.
// Sends become one user operation, signed here by the owner key, handed to the chain's bundler and awaited
// with eth_getUserOperationReceipt (SPEC §7). The account deploys itself with its first user operation.
import { createPublicClient, defineChain, http, isAddress, isHex, toHex, type Address, type Hex, type LocalAccount, type PublicClient, type SignableMessage, type TypedDataDefinition } from 'viem'
import { createBundlerClient, type UserOperationReceipt } from 'viem/account-abstraction'
import { toSimpleAccount, simpleAccountAddress } from '../aa/simple-account'
import { checkSendCalls } from './send-calls'
import { SmartAccountError } from './smart-account-error'

export { SmartAccountError } from './smart-account-error'
import type { SecureChain } from './wallet'

export type AccountKind = 'eoa' | 'smartAccount'

/** How long a send waits for its user operation to land. */
const RECEIPT_TIMEOUT_MS = 60_000

interface Call {
  to: Address
  value: bigint
  data: Hex
}

function parseCall(raw: unknown, i: number): Call {
  const c = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  if (typeof c.to !== 'string' || !isAddress(c.to)) throw new SmartAccountError(`calls.${i}.to must be a 0x address`, -32602)
  if (c.data !== undefined && (typeof c.data !== 'string' || !isHex(c.data))) throw new SmartAccountError(`calls.${i}.data must start with 0x`, -32602)
  let value = 0n
  try {
    value = c.value === undefined ? 0n : BigInt(c.value as string)
  } catch {
    throw new SmartAccountError(`calls.${i}.value must be a hex or decimal quantity`, -32602)
  }
  return { to: c.to, value, data: (c.data as Hex | undefined) ?? '0x' }
}

export function createSmartAccounts(o: { chains: readonly SecureChain[]; owner: (userId: number) => LocalAccount }) {
  const clients = new Map<string, PublicClient>()
  const addresses = new Map<string, Address>()
  /** EIP-5792 batches this process sent: id (the app's, else the user-operation hash) → who sent it, where, which user operation. */
  const batches = new Map<string, { userId: number; caip: string; hash: Hex }>()

  const chainOf = (caip: string) => {
    const chain = o.chains.find((c) => c.caipNetworkId === caip)
    if (!chain?.bundlerUrl) throw new SmartAccountError(`Smart accounts are not enabled on ${caip}`, 5710)
    return chain as SecureChain & { bundlerUrl: string }
  }
  const clientOf = (caip: string): PublicClient => {
    let client = clients.get(caip)
    if (!client) {
      const chain = chainOf(caip)
      const id = Number(caip.split(':')[1])
      const viemChain = defineChain({ id, name: chain.name ?? caip, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
      client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 100 })
      clients.set(caip, client)
    }
    return client
  }
  const bundlerOf = (caip: string) => createBundlerClient({ client: clientOf(caip), transport: http(chainOf(caip).bundlerUrl, { retryCount: 0 }), pollingInterval: 100 })

  async function addressOf(userId: number, caip: string): Promise<Address> {
    const key = `${userId}:${caip}`
    let address = addresses.get(key)
    if (!address) {
      address = await simpleAccountAddress(clientOf(caip), o.owner(userId).address)
      addresses.set(key, address)
    }
    return address
  }

  /** Where a bundler failure leaves the person: nothing sent, in words (the bundler's own reason when it gave one). */
  function bundlerFailure(error: unknown): SmartAccountError {
    const e = error as { shortMessage?: string; details?: string; message?: string; name?: string }
    if (e?.name === 'HttpRequestError' || /fetch failed|ECONNREFUSED/.test(e?.details ?? e?.message ?? '')) {
      return new SmartAccountError('The bundler is not reachable: nothing was sent', -32003)
    }
    return new SmartAccountError(e?.details || e?.shortMessage || e?.message || 'The bundler refused the user operation', -32003)
  }

  const accountOf = async (userId: number, caip: string) => toSimpleAccount({ client: clientOf(caip), owner: o.owner(userId), address: await addressOf(userId, caip) })

  async function sendCalls(userId: number, caip: string, calls: readonly Call[]): Promise<Hex> {
    const account = await accountOf(userId, caip)
    try {
      return await bundlerOf(caip).sendUserOperation({ account, calls })
    } catch (error) {
      throw bundlerFailure(error)
    }
  }

  async function receiptOf(caip: string, hash: Hex, wait: boolean): Promise<UserOperationReceipt | null> {
    const bundler = bundlerOf(caip)
    try {
      if (wait) return await bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
      return await bundler.getUserOperationReceipt({ hash })
    } catch (error) {
      if ((error as { name?: string }).name === 'UserOperationReceiptNotFoundError') return null
      throw bundlerFailure(error)
    }
  }

  return {
    enabledChainIds: (): number[] => o.chains.filter((c) => c.bundlerUrl && c.caipNetworkId.startsWith('eip155:')).map((c) => Number(c.caipNetworkId.slice(7))),
    supports: (caip: string) => o.chains.some((c) => c.caipNetworkId === caip && Boolean(c.bundlerUrl)),
    async info(userId: number, caip: string): Promise<{ address: Address; isDeployed: boolean }> {
      const address = await addressOf(userId, caip)
      const code = await clientOf(caip).getCode({ address })
      return { address, isDeployed: Boolean(code && code !== '0x') }
    },
    /**
     * personal_sign for the smart account: the owner's signature, checked by the account's ERC-1271; while the
     * account is not deployed, wrapped as ERC-6492 (factory and its call) so a verifier can deploy it in a simulation.
     */
    signMessage: async (userId: number, caip: string, message: SignableMessage): Promise<Hex> => (await accountOf(userId, caip)).signMessage({ message }),
    /** eth_signTypedData_v4 for the smart account, in the same form as signMessage. */
    signTypedData: async (userId: number, caip: string, typed: TypedDataDefinition): Promise<Hex> => (await accountOf(userId, caip)).signTypedData(typed),
    /**
     * eth_sendTransaction: one call in one user operation, answered with the transaction hash once it landed.
     * wallet_sendCalls: every call in one user operation (atomic: all or none), answered with its id at once.
     */
    async send(userId: number, caip: string, method: 'eth_sendTransaction' | 'wallet_sendCalls', params: readonly unknown[]): Promise<unknown> {
      const own = await addressOf(userId, caip)
      if (method === 'eth_sendTransaction') {
        const tx = (params[0] ?? {}) as Record<string, unknown>
        if (typeof tx.from === 'string' && tx.from.toLowerCase() !== own.toLowerCase()) throw new SmartAccountError(`This wallet sends from ${own} only`, 4100)
        const hash = await sendCalls(userId, caip, [parseCall(tx, 0)])
        const receipt = await receiptOf(caip, hash, true)
        if (!receipt) throw new SmartAccountError('The user operation did not land in time', -32603)
        if (!receipt.success) throw new SmartAccountError(`The transaction reverted (${receipt.reason ?? 'no reason given'})`, -32603)
        return receipt.receipt.transactionHash
      }
      const request = checkSendCalls(params[0], { caip, atomic: true, usedIds: batches })
      const from = (params[0] as { from?: unknown } | undefined)?.from
      if (typeof from === 'string' && from.toLowerCase() !== own.toLowerCase()) throw new SmartAccountError(`This wallet sends from ${own} only`, 4100)
      const hash = await sendCalls(userId, caip, request.calls.map(parseCall))
      const id = request.id ?? hash
      batches.set(id, { userId, caip, hash })
      return { id }
    },
    /** EIP-5792 status of a batch this process sent for this user; undefined when the id is not one of them. */
    async callsStatus(userId: number, id: string): Promise<unknown> {
      const batch = batches.get(id)
      if (!batch || batch.userId !== userId) return undefined
      const receipt = await receiptOf(batch.caip, batch.hash, false)
      const chainId = toHex(Number(batch.caip.slice(7)))
      // 100 pending, 200 confirmed, 500 reverted on chain (atomic: nothing of it took effect)
      const status = !receipt ? 100 : receipt.success ? 200 : 500
      const receipts = receipt
        ? [{ logs: receipt.receipt.logs.map((l) => ({ address: l.address, data: l.data, topics: l.topics })), status: receipt.success ? '0x1' : '0x0', blockHash: receipt.receipt.blockHash, blockNumber: toHex(receipt.receipt.blockNumber), gasUsed: toHex(receipt.receipt.gasUsed), transactionHash: receipt.receipt.transactionHash }]
        : undefined
      return { version: '2.0.0', id, chainId, atomic: true, status, ...(receipts ? { receipts } : {}) }
    },
  }
}
