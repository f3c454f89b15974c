// The Solana RPC methods a feature plugin (send, sign-in …) asks a wallet session for, in the
// shapes WalletConnect uses for Solana, answered through the wallet's Wallet Standard features.
// Transactions travel as base64 wire bytes, signatures and messages as base58.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import { errorMessage, gangwayError, rpcErrorCodes, type Network } from 'gangway'
import { decodeBase58, encodeBase58 } from './base58'
import { standardChainOf } from './networks'

type Features = Partial<SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature>

export const toBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
export const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** A wallet-style error: the numeric code callers (and WalletConnect) look for. */
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
const unsupported = () => rpcError(rpcErrorCodes.UNSUPPORTED_METHOD, errorMessage('METHOD_NOT_SUPPORTED'))

const param = (params: unknown, key: string): unknown => (typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined)
function stringParam(params: unknown, key: string): string {
  const value = param(params, key)
  if (typeof value !== 'string' || !value) throw rpcError(rpcErrorCodes.INVALID_PARAMS, `${key} must be a non-empty string`)
  return value
}
function feature<K extends keyof Features>(wallet: Wallet, name: K): NonNullable<Features[K]> {
  const found = (wallet.features as Features)[name]
  if (!found) throw unsupported()
  return found
}

export async function solanaRequest(
  wallet: Wallet,
  session: { account: WalletAccount | undefined; network: Network | undefined },
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const { account, network } = session
  if (!account) throw gangwayError('CONNECT_BEFORE_REQUEST')
  const chain = network ? standardChainOf(network) : undefined
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: account.address }]
    case 'solana_signMessage': {
      const [out] = await feature(wallet, 'solana:signMessage').signMessage({ account, message: decodeBase58(stringParam(params, 'message')) })
      return { signature: encodeBase58(out!.signature) }
    }
    case 'solana_signTransaction': {
      const [out] = await feature(wallet, 'solana:signTransaction').signTransaction({ account, chain, transaction: fromBase64(stringParam(params, 'transaction')) })
      const signed = out!.signedTransaction
      // The first signature of the wire format (after its one-byte length) is the fee payer's.
      return { signature: encodeBase58(signed.slice(1, 65)), transaction: toBase64(signed) }
    }
    case 'solana_signAllTransactions': {
      const list = param(params, 'transactions')
      if (!Array.isArray(list) || !list.every((t) => typeof t === 'string')) throw rpcError(rpcErrorCodes.INVALID_PARAMS, 'transactions must be base64 strings')
      const outputs = await feature(wallet, 'solana:signTransaction').signTransaction(...list.map((t: string) => ({ account, chain, transaction: fromBase64(t) })))
      return { transactions: outputs.map((o) => toBase64(o.signedTransaction)) }
    }
    case 'solana_signAndSendTransaction': {
      if (!chain) throw gangwayError('CHAIN_NOT_SUPPORTED')
      const [out] = await feature(wallet, 'solana:signAndSendTransaction').signAndSendTransaction({
        account,
        chain,
        transaction: fromBase64(stringParam(params, 'transaction')),
        options: param(params, 'sendOptions') as undefined,
      })
      return { signature: encodeBase58(out!.signature) }
    }
    default:
      throw unsupported()
  }
}
