// Sign-ins on the families whose signatures need no node: Bitcoin (BIP-322 simple, or a legacy BIP-137
// signature), Polkadot (sr25519, ed25519, ecdsa) and Cosmos (ADR-36). The message is the CAIP-122 text the
// modal builds with each plugin's chain name (capabilities.signIn.chainName). The checks load on first use.
import { siwxMessage, type SiwxMessageData } from '../../../plugins/features-siwx/message'
import type { SignInVerifier } from './verifiers'

const caip122 = (chainName: string) => (d: SiwxMessageData) => siwxMessage(d, chainName)
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Bitcoin's CAIP-2 references (genesis hash prefixes): mainnet, regtest; other chains are test networks (tb1…, m/n/2…). */
const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Bitcoin: the base64 signature the wallets answer signMessage with (a BIP-322 witness, or 65 BIP-137 bytes). */
export const bip122Verifier: SignInVerifier = {
  message: caip122('Bitcoin'),
  async verify(d, message, signature) {
    if (!BASE64.test(signature)) return false
    const [{ networks }, { verifyBip137 }, { verifyBip322 }] = await Promise.all([import('bitcoinjs-lib'), import('../../bitcoin/bip137'), import('../../bitcoin/bip322')])
    const network = d.chainId === BITCOIN_MAINNET ? networks.bitcoin : d.chainId === BITCOIN_REGTEST ? networks.regtest : networks.testnet
    const bytes = Uint8Array.from(Buffer.from(signature, 'base64'))
    try {
      return verifyBip137(d.accountAddress, message, bytes, network) || verifyBip322(d.accountAddress, message, bytes, network)
    } catch {
      return false
    }
  },
  // bech32 is one case (lower, as wallets show it); base58 is case-sensitive
  normalize: (address) => (/^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address),
}

/** Polkadot: the hex signature of signRaw / polkadot_signMessage. */
export const polkadotVerifier: SignInVerifier = {
  message: caip122('Polkadot'),
  verify: async (d, message, signature) => (await import('./substrate')).verifySubstrate(d.accountAddress, message, signature),
  normalize: (address) => address,
}

/** Cosmos: the base64 ADR-36 signature of signArbitrary / cosmos_signAmino; the key is recovered from it. */
export const cosmosVerifier: SignInVerifier = {
  message: caip122('Cosmos'),
  verify: async (d, message, signature) => (await import('./adr36')).verifyAdr36(d.accountAddress, message, signature),
  normalize: (address) => address.toLowerCase(),
}
