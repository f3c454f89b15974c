// The PUBLIC dev keys of the local stack, shared by the services that fund them, the demo's dev
// wallets that sign with them and the tests. Anyone can derive them: never use them for real funds.
import nacl from 'tweetnacl'
import { encodeBase58 } from '../../plugins/solana/base58'

/** anvil's standard mnemonic: the local EVM chains fund its first accounts with 10 000 ETH each. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

export interface DevSolanaKey {
  address: string
  publicKey: Uint8Array
  /** 64 bytes: seed then public key, as tweetnacl and @solana/web3.js Keypair.fromSecretKey take it. */
  secretKey: Uint8Array
}

/** How many Solana dev accounts the local runtime funds. */
export const DEV_SOLANA_ACCOUNT_COUNT = 5

// Derived from fixed phrases, so the runtime funds them and the dev wallet signs with them without sharing a file.
const keyFromPhrase = (phrase: string): DevSolanaKey => {
  const seed = nacl.hash(new TextEncoder().encode(phrase)).slice(0, 32)
  const { publicKey, secretKey } = nacl.sign.keyPair.fromSeed(seed)
  return { address: encodeBase58(publicKey), publicKey, secretKey }
}

const cache = new Map<string, DevSolanaKey>()
const cached = (phrase: string) => cache.get(phrase) ?? cache.set(phrase, keyFromPhrase(phrase)).get(phrase)!

/** Solana dev account #index (0 … DEV_SOLANA_ACCOUNT_COUNT - 1). */
export const devSolanaKey = (index: number): DevSolanaKey => cached(`gangway dev solana account ${index}`)

/** The mint of the demo SPL token the runtime creates at start. */
export const devSolanaMintKey = (): DevSolanaKey => cached('gangway dev solana demo token mint')
