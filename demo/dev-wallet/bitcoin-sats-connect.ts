// The dev Bitcoin wallet's sats-connect face (WBIP-004): one request method answering JSON-RPC 2.0
// objects, over the Wallet Standard wallet's own operations (bitcoin.ts). Demo and tests only.
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinPurpose, BitcoinSignTransactionInput, SatsConnectProvider } from './bitcoin'
import { rpcCodes } from './errors'

type Signing = typeof import('./bitcoin-signing')

export const toHex = (bytes: ArrayLike<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** sats-connect's error codes (RpcErrorCode). */
const SATS = { userRejection: -32000, accessDenied: -32002, methodNotFound: -32601, invalidParams: -32602, internal: -32603 } as const

export type AccountInfo = { address: string; publicKey: string; purpose: BitcoinPurpose; addressType: 'p2wpkh' | 'p2tr'; walletType: 'software' }

/** The sats-connect request surface over the wallet's own operations. */
export function satsConnectProvider(w: {
  connect(purposes: BitcoinPurpose[]): Promise<AccountInfo[]>
  accountInfo(account: WalletAccount): AccountInfo
  granted(): WalletAccount[]
  signing(): Promise<Signing>
  prompt(): void
  purposeOf(account: WalletAccount): BitcoinPurpose
  accountIndex(): number
  signTransaction(input: BitcoinSignTransactionInput): Promise<{ signedPsbt: Uint8Array; txId?: string }>
  esploraUrl: string
  fetch: typeof fetch
}): SatsConnectProvider {
  let nextId = 0
  const fail = (code: number, message: string) => Object.assign(new Error(message), { satsCode: code })
  const text = (value: unknown, what: string): string => {
    if (typeof value !== 'string' || !value) throw fail(SATS.invalidParams, `${what} must be a non-empty string`)
    return value
  }
  /** The granted account with this address, or access denied. */
  const accountAt = (address: string): WalletAccount => {
    const account = w.granted().find((a) => a.address === address)
    if (!account) throw fail(SATS.accessDenied, `Address ${address} has not been authorized by the user`)
    return account
  }
  const purposesOf = (params: Record<string, unknown>): BitcoinPurpose[] => {
    const purposes = params.purposes ?? ['payment', 'ordinals']
    if (!Array.isArray(purposes) || purposes.length === 0 || purposes.some((p) => p !== 'payment' && p !== 'ordinals')) throw fail(SATS.invalidParams, "purposes must list 'payment' and/or 'ordinals'")
    return purposes as BitcoinPurpose[]
  }
  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    getAccounts: (params) => w.connect(purposesOf(params)),
    getAddresses: async (params) => ({ addresses: await w.connect(purposesOf(params)) }),
    wallet_getNetwork: async () => ({ bitcoin: { name: 'Regtest' } }),
    getBalance: async () => {
      const [payment] = w.granted()
      if (!payment) throw fail(SATS.accessDenied, 'Not connected: call getAccounts first')
      const res = await w.fetch(`${w.esploraUrl.replace(/\/$/, '')}/address/${payment.address}`)
      const { chain_stats: s } = (await res.json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
      const confirmed = String(BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum))
      return { confirmed, unconfirmed: '0', total: confirmed }
    },
    signMessage: async (params) => {
      const account = accountAt(text(params.address, 'address'))
      const protocol = params.protocol === 'ECDSA' ? 'ecdsa' : params.protocol === undefined || params.protocol === 'BIP322' ? 'bip322' : undefined
      if (!protocol) throw fail(SATS.invalidParams, "protocol must be 'BIP322' or 'ECDSA'")
      const message = new TextEncoder().encode(text(params.message, 'message'))
      const s = await w.signing()
      w.prompt()
      const signature = s.signMessage({ accountIndex: w.accountIndex(), purpose: w.purposeOf(account), message, protocol })
      return { signature: toBase64(signature), messageHash: s.messageHashHex(message, protocol), address: account.address, protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA' }
    },
    signPsbt: async (params) => {
      const psbt = fromBase64(text(params.psbt, 'psbt'))
      const signInputs = (params.signInputs ?? {}) as Record<string, unknown>
      const inputsToSign = Object.entries(signInputs).map(([address, indexes]) => {
        if (!Array.isArray(indexes) || indexes.some((i) => !Number.isInteger(i))) throw fail(SATS.invalidParams, `signInputs[${address}] must list input indexes`)
        return { account: accountAt(address), signingIndexes: indexes as number[] }
      })
      await w.signing()
      w.prompt()
      const { signedPsbt, txId } = await w.signTransaction({ psbt, inputsToSign, broadcast: params.broadcast === true })
      return { psbt: toBase64(signedPsbt), ...(txId ? { txid: txId } : {}) }
    },
    sendTransfer: async (params) => {
      const recipients = params.recipients
      if (!Array.isArray(recipients) || recipients.length === 0) throw fail(SATS.invalidParams, 'recipients must list { address, amount }')
      const list = recipients.map((r: { address?: unknown; amount?: unknown }) => {
        if (typeof r?.amount !== 'number' || !Number.isSafeInteger(r.amount) || r.amount <= 0) throw fail(SATS.invalidParams, 'amount must be a positive whole number of sats')
        return { address: text(r.address, 'address'), amount: BigInt(r.amount) }
      })
      if (!w.granted().length) throw fail(SATS.accessDenied, 'Not connected: call getAccounts first')
      const s = await w.signing()
      w.prompt()
      const tx = await s.buildTransfer({ esploraUrl: w.esploraUrl, accountIndex: w.accountIndex(), recipients: list, fetch: w.fetch })
      return { txid: await s.broadcast(w.esploraUrl, tx, w.fetch) }
    },
  }
  return {
    request: async (method, params) => {
      const id = String(++nextId)
      const run = methods[method]
      if (!run) return { jsonrpc: '2.0', id, error: { code: SATS.methodNotFound, message: `Method not supported: ${method}` } }
      try {
        return { jsonrpc: '2.0', id, result: await run(typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}) }
      } catch (error) {
        const e = error as Error & { satsCode?: number; code?: number }
        const code = e.satsCode ?? (e.code === rpcCodes.userRejected ? SATS.userRejection : e.code === rpcCodes.unauthorized ? SATS.accessDenied : e.code === rpcCodes.invalidParams ? SATS.invalidParams : SATS.internal)
        return { jsonrpc: '2.0', id, error: { code, message: e.message } }
      }
    },
  }
}
