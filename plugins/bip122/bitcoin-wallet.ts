// What a Bitcoin session needs of a wallet, whichever way it was found (Wallet Standard or
// sats-connect): its accounts, message and PSBT signing, and a plain transfer where it has one.
import { rpcErrorCodes, errorMessage, type Account, type Network, type Unsubscribe } from 'gangway'

/** One input the wallet signs: WalletConnect's bip122 signPsbt shape. */
export interface SignInput {
  address: string
  index: number
  sighashTypes?: number[]
}

export interface BitcoinWallet {
  /** The accounts the site may use, payment accounts typed 'payment', ordinals accounts 'eoa'. */
  accounts(): readonly Account[]
  serves(network: Network): boolean
  /** A BIP-322 (or ECDSA) signature as base64. */
  signMessage(o: { address: string; message: string; protocol: 'bip322' | 'ecdsa'; network?: Network }): Promise<string>
  /** Signs the listed inputs of a base64 PSBT; with broadcast the wallet also sends it and names the txid. */
  signPsbt(o: { psbt: string; signInputs: readonly SignInput[]; broadcast: boolean; network?: Network }): Promise<{ psbt: string; txid?: string }>
  /** The wallet picks the coins, signs and sends; absent when it cannot. */
  sendTransfer?(o: { recipientAddress: string; amount: bigint; network?: Network }): Promise<string>
  onAccounts(listener: (accounts: Account[]) => void): Unsubscribe
  disconnect(): Promise<void>
}

/** Taproot (witness v1) addresses hold ordinals by convention; every other type is a payment address. */
export const accountType = (address: string): Account['type'] => (/^(bc|tb|bcrt)1p/i.test(address) ? 'eoa' : 'payment')

/** A wallet-style error: the numeric code callers (and WalletConnect) look for. */
export const rpcError = (code: number, message: string): Error => Object.assign(new Error(message), { code })
export const unsupported = (): Error => rpcError(rpcErrorCodes.UNSUPPORTED_METHOD, errorMessage('METHOD_NOT_SUPPORTED'))

export const toHex = (bytes: ArrayLike<number>): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
export const toBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
export const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
