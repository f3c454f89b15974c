// The PUBLIC dev keys of the local Solana runtime: derived from fixed phrases, so the runtime
// funds them and the dev wallet signs with them without sharing any file. Never use for real funds.
import nacl from 'tweetnacl'
import { encodeBase58 } from '../../plugins/solana/base58'

export interface DevSolanaKey {
  address: string
  publicKey: Uint8Array
  /** 64 bytes: seed then public key, as tweetnacl and @solana/web3.js Keypair.fromSecretKey take it. */
  secretKey: Uint8Array
}

export const DEV_SOLANA_ACCOUNT_COUNT = 5

const keyFromPhrase = (phrase: string): DevSolanaKey => {
  const seed = nacl.hash(new TextEncoder().encode(phrase)).slice(0, 32)
  const { publicKey, secretKey } = nacl.sign.keyPair.fromSeed(seed)
  return { address: encodeBase58(publicKey), publicKey, secretKey }
}

const cache = new Map<string, DevSolanaKey>()
const cached = (phrase: string) => cache.get(phrase) ?? cache.set(phrase, keyFromPhrase(phrase)).get(phrase)!

/** Dev account #index (0 … DEV_SOLANA_ACCOUNT_COUNT - 1). */
export const devSolanaKey = (index: number): DevSolanaKey => cached(`gangway dev solana account ${index}`)

/** The mint of the demo SPL token the runtime creates at start. */
export const devSolanaMintKey = (): DevSolanaKey => cached('gangway dev solana demo token mint')

export const DEMO_TOKEN = { symbol: 'GANG', name: 'Gangway Demo Token', decimals: 6 } as const
