// Signatures of Substrate accounts (Polkadot): sr25519, ed25519 or ecdsa, of the message or of the
// `<Bytes>…</Bytes>` wrapping that signRaw and polkadot_signMessage sign (signatureVerify tries both).
// For the services and the demo page alike.
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'

/** True when `signature` (hex) is `address`'s signature of `message`. */
export async function verifySubstrate(address: string, message: string, signature: string): Promise<boolean> {
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) return false
  await cryptoWaitReady()
  try {
    return signatureVerify(message, signature, address).isValid
  } catch {
    return false
  }
}
