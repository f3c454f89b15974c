// What the secure site does with a user's keys: EVM and Solana signatures and sends, made here, in
// this process, with the key opened for that one call. Reads go to the chain's node unchanged.
// The frame asks only after the person approved in the frame (frame/approval.ts); this file checks
// what it is asked to sign is well formed and the user's own.
import { randomBytes } from 'node:crypto'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { bytesToHex, createWalletClient, defineChain, http, isHex, parseUnits, toHex, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { decodeBase58, encodeBase58 } from '../../plugins/solana/base58'
import { jsonRpc, JsonRpcError } from '../shared/json-rpc'
import { checkSendCalls, sendCallsError } from './send-calls'
import { createSmartAccounts, type AccountKind } from './smart-accounts'
import type { UserStore } from './users'

export type { AccountKind } from './smart-accounts'

export interface SecureChain {
  /** CAIP-2: eip155:31337, solana:<genesis hash prefix>. */
  caipNetworkId: string
  rpcUrl: string
  name?: string
  /** The ERC-4337 bundler of this chain: smart accounts are enabled on it (SPEC §3 smartAccountEnabledNetworks). */
  bundlerUrl?: string
}

/** Reads the user's token balances (SPEC §3 wallet asset items) for wallet_getAssets; absent: asset discovery unsupported. */
export type AssetSource = (address: string, caipNetworkId: string) => Promise<WalletAsset[]>

export interface WalletAsset {
  address: string
  /** Hex base units. */
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value?: number }
}

export class WalletError extends Error {
  constructor(
    message: string,
    readonly code = -32602,
  ) {
    super(message)
  }
}

/** SPEC §6 reads the secure site passes to the node: every eth_ read, and the node's own send of a signed transaction. */
const EVM_READ = /^(eth_(get\w+|call|estimateGas|blockNumber|gasPrice|feeHistory|maxPriorityFeePerGas|blobBaseFee|createAccessList|sendRawTransaction|syncing|protocolVersion)|net_version|web3_clientVersion)$/
const SOLANA_READ = /^(get\w+|isBlockhashValid|simulateTransaction)$/

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: unknown, field: string): Uint8Array => {
  if (typeof text !== 'string' || !text) throw new WalletError(`${field} must be a base64 string`)
  return new Uint8Array(Buffer.from(text, 'base64'))
}
const field = (params: unknown, key: string): unknown => (typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined)

/** A read or send passed on to the chain's node: the node's own JSON-RPC refusal goes back to the app as it was. */
async function nodeRpc(url: string, method: string, params: unknown): Promise<unknown> {
  try {
    // the node may be a remote provider, slow on a wide eth_getLogs: a longer bound than a local node's
    return await jsonRpc(url, method, params ?? [], { timeoutMs: 30_000 })
  } catch (error) {
    if (error instanceof JsonRpcError) throw new WalletError(error.reason, error.code)
    throw error
  }
}

export function createWallet(o: { users: UserStore; chains: readonly SecureChain[]; assets?: AssetSource }) {
  const chainOf = (caip: string) => {
    const chain = o.chains.find((c) => c.caipNetworkId === caip)
    if (!chain) throw new WalletError(`Chain ${caip} is not supported by the embedded wallet`, 4902)
    return chain
  }
  const sentCalls = new Map<string, { chainId: string; hashes: Hex[] }>()
  const smart = createSmartAccounts({ chains: o.chains, owner: (userId) => evmAccount(userId) })

  function evmAccount(userId: number) {
    const secret = o.users.secret(userId, 'eip155')
    try {
      return privateKeyToAccount(bytesToHex(secret))
    } finally {
      secret.fill(0)
    }
  }
  function solanaKeypair(userId: number): Keypair {
    const seed = o.users.secret(userId, 'solana')
    try {
      return Keypair.fromSeed(seed)
    } finally {
      seed.fill(0)
    }
  }

  function evmClient(userId: number, caip: string) {
    const chain = chainOf(caip)
    const id = Number(caip.split(':')[1])
    const account = evmAccount(userId)
    const viemChain = defineChain({ id, name: chain.name ?? caip, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
    return { account, client: createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) }) }
  }

  const ownAddressOf = (given: unknown, own: string) => {
    if (typeof given === 'string' && given.toLowerCase() !== own.toLowerCase()) throw new WalletError(`This wallet signs for ${own} only`, 4100)
  }

  async function sendEvm(userId: number, caip: string, tx: Record<string, unknown>): Promise<Hex> {
    const { account, client } = evmClient(userId, caip)
    ownAddressOf(tx.from, account.address)
    if (typeof tx.to !== 'string' || !isHex(tx.to)) throw new WalletError('to must be a 0x address')
    const data = tx.data === undefined ? undefined : String(tx.data)
    if (data !== undefined && !isHex(data)) throw new WalletError('data must start with 0x')
    return client.sendTransaction({
      to: tx.to,
      data: data as Hex | undefined,
      value: tx.value === undefined ? 0n : BigInt(tx.value as string),
      ...(tx.gas !== undefined ? { gas: BigInt(tx.gas as string) } : {}),
    })
  }

  /** Signing and sending on eip155 (SPEC §6 methods needing approval). */
  async function signEvm(userId: number, caip: string, method: string, params: unknown, kind: AccountKind): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    // The smart account signs through ERC-1271 (its owner's key; ERC-6492-wrapped while it is not deployed).
    const smartAddress = kind === 'smartAccount' && smart.supports(caip) ? (await smart.info(userId, caip)).address : undefined
    const isSmart = (given: unknown) => Boolean(smartAddress && typeof given === 'string' && given.toLowerCase() === smartAddress.toLowerCase())
    // SPEC §6: the smart account sends through one user operation, signed by its owner key, via the chain's bundler.
    if (kind === 'smartAccount' && (method === 'eth_sendTransaction' || method === 'wallet_sendCalls')) return smart.send(userId, caip, method, list)
    switch (method) {
      case 'personal_sign': {
        const account = evmAccount(userId)
        const [message, address] = list as [unknown, unknown]
        if (typeof message !== 'string') throw new WalletError('personal_sign: the message must be a string')
        const signable = isHex(message) ? { raw: message } : message
        if (isSmart(address)) return smart.signMessage(userId, caip, signable)
        ownAddressOf(address, account.address)
        return account.signMessage({ message: signable })
      }
      case 'eth_signTypedData_v4': {
        const account = evmAccount(userId)
        const [address, data] = list as [unknown, unknown]
        const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & { types: Record<string, unknown> }
        const { EIP712Domain: _domain, ...types } = typed.types ?? {}
        if (isSmart(address)) return smart.signTypedData(userId, caip, { ...typed, types } as TypedDataDefinition)
        ownAddressOf(address, account.address)
        return account.signTypedData({ ...typed, types } as TypedDataDefinition)
      }
      case 'eth_sendTransaction':
        return sendEvm(userId, caip, (list[0] ?? {}) as Record<string, unknown>)
      case 'wallet_sendCalls': {
        // EIP-5792 on an EOA: the calls go out one after the other (not atomic; atomicRequired is refused with 5760).
        const request = checkSendCalls(list[0], { caip, atomic: false, usedIds: sentCalls })
        const from = (list[0] as { from?: unknown } | undefined)?.from
        const hashes: Hex[] = []
        for (const call of request.calls) hashes.push(await sendEvm(userId, caip, { ...(call as Record<string, unknown>), from }))
        const id = request.id ?? randomBytes(16).toString('hex')
        sentCalls.set(id, { chainId: caip, hashes })
        return { id }
      }
      default:
        throw new WalletError(`${method} is not a signing method of the embedded wallet`, 4200)
    }
  }

  /** Signing and sending on Solana, in the shapes WalletConnect uses (base64 transactions, base58 signatures). */
  async function signSolana(userId: number, caip: string, method: string, params: unknown): Promise<unknown> {
    const keypair = solanaKeypair(userId)
    const signTx = (bytes: Uint8Array): VersionedTransaction => {
      const tx = VersionedTransaction.deserialize(bytes)
      const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
      if (!signers.some((key) => key.equals(keypair.publicKey))) throw new WalletError('The transaction does not ask this wallet to sign')
      tx.sign([keypair])
      return tx
    }
    const signatureOf = (tx: VersionedTransaction) => encodeBase58(tx.signatures[tx.message.staticAccountKeys.findIndex((k) => k.equals(keypair.publicKey))]!)
    switch (method) {
      case 'solana_signMessage': {
        ownAddressOf(field(params, 'pubkey'), keypair.publicKey.toBase58())
        const message = field(params, 'message')
        if (typeof message !== 'string' || !message) throw new WalletError('message must be base58')
        return { signature: encodeBase58(nacl.sign.detached(decodeBase58(message), keypair.secretKey)) }
      }
      case 'solana_signTransaction': {
        const tx = signTx(fromBase64(field(params, 'transaction'), 'transaction'))
        return { signature: signatureOf(tx), transaction: toBase64(tx.serialize()) }
      }
      case 'solana_signAllTransactions': {
        const list = field(params, 'transactions')
        if (!Array.isArray(list)) throw new WalletError('transactions must be a list of base64 strings')
        return { transactions: list.map((t, i) => toBase64(signTx(fromBase64(t, `transactions.${i}`)).serialize())) }
      }
      case 'solana_signAndSendTransaction': {
        const tx = signTx(fromBase64(field(params, 'transaction'), 'transaction'))
        const options = (field(params, 'sendOptions') ?? {}) as Record<string, unknown>
        const signature = await nodeRpc(chainOf(caip).rpcUrl, 'sendTransaction', [toBase64(tx.serialize()), { ...options, encoding: 'base64' }])
        return { signature }
      }
      default:
        throw new WalletError(`${method} is not a signing method of the embedded wallet`, 4200)
    }
  }

  async function getAssets(caip: string, address: string): Promise<WalletAsset[]> {
    if (!o.assets) throw new WalletError('Asset discovery is not supported', 4200)
    return o.assets(address, caip)
  }

  return {
    chains: o.chains,
    supports: (caip: string) => o.chains.some((c) => c.caipNetworkId === caip),
    /** The chains whose bundler enables smart accounts (SPEC §3 smartAccountEnabledNetworks), as eip155 chain ids. */
    smartAccountChains: smart.enabledChainIds,
    /** The user's smart account on an enabled chain: its counterfactual address and whether it is deployed yet. */
    smartAccount: (userId: number, caip: string) => smart.info(userId, caip),
    sign(userId: number, caip: string, method: string, params: unknown, kind: AccountKind = 'eoa'): Promise<unknown> {
      const namespace = caip.split(':')[0]
      chainOf(caip)
      if (namespace === 'eip155') return signEvm(userId, caip, method, params, kind)
      if (namespace === 'solana') return signSolana(userId, caip, method, params)
      throw new WalletError(`Chain ${caip} is not supported by the embedded wallet`, 4902)
    },
    /** Reads and wallet queries that need no approval (SPEC §6). */
    async read(userId: number, address: string, caip: string, method: string, params: unknown, kind: AccountKind = 'eoa'): Promise<unknown> {
      const chain = chainOf(caip)
      const namespace = caip.split(':')[0]
      if (namespace === 'eip155') {
        const hexChain = toHex(Number(caip.split(':')[1]))
        // EIP-5792: a smart account runs a batch atomically (one user operation); an EOA sends calls one by one.
        const atomic = kind === 'smartAccount' && smart.supports(caip) ? 'supported' : 'unsupported'
        if (method === 'wallet_getCapabilities') return { [hexChain]: { assetDiscovery: { supported: Boolean(o.assets) }, atomic: { status: atomic } } }
        if (method === 'wallet_getAssets') {
          const filter = (field((params as unknown[] | undefined)?.[0], 'chainFilter') as string[] | undefined) ?? [hexChain]
          const out: Record<string, WalletAsset[]> = {}
          for (const hex of filter) out[hex] = await getAssets(`eip155:${Number(hex)}`, address)
          return out
        }
        if (method === 'wallet_getCallsStatus') {
          const id = (params as unknown[] | undefined)?.[0]
          const batch = typeof id === 'string' ? await smart.callsStatus(userId, id) : undefined
          if (batch) return batch
          const sent = typeof id === 'string' ? sentCalls.get(id) : undefined
          if (!sent) throw sendCallsError('UNKNOWN_BUNDLE', typeof id === 'string' ? id.slice(0, 66) : undefined)
          const receipts = await Promise.all(sent.hashes.map((hash) => nodeRpc(chainOf(sent.chainId).rpcUrl, 'eth_getTransactionReceipt', [hash])))
          const done = receipts.every(Boolean)
          const failed = receipts.some((r) => (r as { status?: string } | null)?.status === '0x0')
          return { version: '2.0.0', id, chainId: toHex(Number(sent.chainId.split(':')[1])), atomic: false, status: !done ? 100 : failed ? 400 : 200, receipts: receipts.filter(Boolean) }
        }
        if (!EVM_READ.test(method)) throw new WalletError(`Requested RPC call is not allowed: ${method}`, 4200)
      } else if (!SOLANA_READ.test(method)) throw new WalletError(`Requested RPC call is not allowed: ${method}`, 4200)
      void userId
      return nodeRpc(chain.rpcUrl, method, params)
    },
  }
}

export type Wallet = ReturnType<typeof createWallet>

/** wallet_getAssets from a services API's balance route (SPEC §7 /v1/account/{address}/balance). */
export function assetsFromServices(apiUrl: string, projectId: string): AssetSource {
  return async (address, caip) => {
    const url = new URL(`${apiUrl.replace(/\/$/, '')}/v1/account/${address}/balance`)
    for (const [key, value] of Object.entries({ projectId, st: 'gangway-secure', sv: '1', currency: 'usd', chainId: caip })) url.searchParams.set(key, value)
    const res = await fetch(url)
    if (!res.ok) throw new WalletError(`The services could not read the balances (${res.status})`, -32002)
    const { balances } = (await res.json()) as { balances: Array<{ name: string; symbol: string; address?: string; price: number; value: number; iconUrl: string; quantity: { decimals: string; numeric: string } }> }
    return balances.map((b) => {
      const decimals = Number(b.quantity.decimals)
      const token = b.address?.split(':')[2]
      return {
        address: token ?? '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        balance: toHex(parseUnits(b.quantity.numeric, decimals)),
        type: token ? 'ERC20' : 'NATIVE',
        metadata: { name: b.name, symbol: b.symbol, decimals, price: b.price, iconUrl: b.iconUrl, value: b.value },
      }
    })
  }
}
