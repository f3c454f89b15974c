// The Bitcoin wallet interfaces the plugin speaks, as far as it uses them (types only):
// - Wallet Standard `bitcoin:` features, in the shapes of Exodus' bitcoin-wallet-standard;
// - sats-connect style providers (WBIP-004: `window.btc_providers`, a `request(method, params)` object).
import type { WalletAccount } from '@wallet-standard/base'

export type BitcoinPurpose = 'payment' | 'ordinals'

export interface BitcoinInputToSign {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number
}

export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  chain?: `${string}:${string}`
  inputsToSign: BitcoinInputToSign[]
  broadcast?: boolean
}

export type BitcoinStandardFeatures = Partial<{
  'bitcoin:connect': { version: string; connect(input: { purposes: BitcoinPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }> }
  'bitcoin:signMessage': {
    version: string
    signMessage(...inputs: Array<{ account: WalletAccount; message: Uint8Array; protocol?: 'bip322' | 'ecdsa' }>): Promise<Array<{ signedMessage: Uint8Array; signature: Uint8Array }>>
  }
  'bitcoin:signTransaction': { version: string; signTransaction(input: BitcoinSignTransactionInput): Promise<{ signedPsbt: Uint8Array; txId?: string }> }
  'bitcoin:signAndSendTransaction': { version: string; signAndSendTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<Array<{ txId: string }>> }
}>

/** A WBIP-004 listing: where the provider object lives on window (a dotted path) and how to show it. */
export interface SatsConnectListing {
  id: string
  name?: string
  icon?: string
  methods?: string[]
}

/** A sats-connect provider answers JSON-RPC 2.0 objects (or sats-connect's `{ status, result | error }`). */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
}
