// The Keplr wallet API a dapp uses (`window.keplr`, and wallets that copy it such as Leap's
// `window.leap`), types only, as far as the plugin uses it. Bytes are Uint8Array; the account number
// of a direct sign doc is anything with toString() (Keplr takes Long or bigint).
import type { AminoSignResponse, StdSignature, StdSignDoc } from './cosmjs-types'

export interface KeplrKey {
  name: string
  algo: string
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  isNanoLedger?: boolean
}

export interface KeplrDirectSignDoc {
  bodyBytes?: Uint8Array | null
  authInfoBytes?: Uint8Array | null
  chainId?: string | null
  accountNumber?: { toString(): string } | bigint | null
}

export interface KeplrDirectSignResponse {
  signed: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: { toString(): string } | bigint }
  signature: StdSignature
}

export interface KeplrChainInfo {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config: Record<'bech32PrefixAccAddr' | 'bech32PrefixAccPub' | 'bech32PrefixValAddr' | 'bech32PrefixValPub' | 'bech32PrefixConsAddr' | 'bech32PrefixConsPub', string>
  currencies: Array<{ coinDenom: string; coinMinimalDenom: string; coinDecimals: number }>
  feeCurrencies: Array<{ coinDenom: string; coinMinimalDenom: string; coinDecimals: number; gasPriceStep?: { low: number; average: number; high: number } }>
  stakeCurrency: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }
}

export interface Keplr {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signDirect(chainId: string, signer: string, signDoc: KeplrDirectSignDoc): Promise<KeplrDirectSignResponse>
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<void>
}
