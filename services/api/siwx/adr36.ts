// ADR-36 signatures of Cosmos SDK accounts (secp256k1): the signer's signature of the amino document that
// wraps the message. Wallets answer signArbitrary / cosmos_signAmino with the 64-byte signature; the public
// key is recovered from it (ECDSA public key recovery) unless given, and must hash to the signer's address.
// Pure JS, for the services and the demo page alike.
import { pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { ExtendedSecp256k1Signature, Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { adr36Document } from '../../../plugins/cosmos/adr36'

const attempt = <T>(make: () => T): T | undefined => {
  try {
    return make()
  } catch {
    return undefined
  }
}

/** True when `signature` (base64, r‖s) is `signer`'s ADR-36 signature of `message`; `publicKey` (base64, compressed) when known. */
export function verifyAdr36(signer: string, message: string, signature: string, publicKey?: string): boolean {
  const bytes = attempt(() => fromBase64(signature))
  if (bytes?.length !== 64) return false
  const hash = sha256(serializeSignDoc(adr36Document(signer, message)))
  const recovered = (recovery: number) => attempt(() => Secp256k1.compressPubkey(Secp256k1.recoverPubkey(ExtendedSecp256k1Signature.fromFixedLength(Uint8Array.from([...bytes, recovery])), hash)))
  const keys = publicKey ? [attempt(() => fromBase64(publicKey))] : [recovered(0), recovered(1)]
  const prefix = signer.slice(0, signer.lastIndexOf('1'))
  return keys.some(
    (key) =>
      key !== undefined &&
      attempt(() => pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: toBase64(key) }, prefix)) === signer &&
      attempt(() => Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), hash, key)) === true,
  )
}
