// Signature checks for Polkadot and Cosmos on the demo page (loaded behind the optional chains' flag, as a
// host's server would run them): sr25519/ed25519 through @polkadot/util-crypto, ADR-36 through @cosmjs.
// A BIP-322 check needs a script interpreter; the e2e tests run one in node (services/bitcoin/bip322.ts).
import { pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { signatureVerify } from '@polkadot/util-crypto'

export async function verifyMore(namespace: string, address: string, message: string, signature: string, publicKey: string | undefined): Promise<boolean | undefined> {
  if (namespace === 'polkadot') return signatureVerify(message, signature, address).isValid
  if (namespace !== 'cosmos' || !publicKey) return undefined
  const prefix = address.slice(0, address.lastIndexOf('1'))
  if (pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: publicKey }, prefix) !== address) return false
  const doc = { chain_id: '', account_number: '0', sequence: '0', fee: { gas: '0', amount: [] }, memo: '', msgs: [{ type: 'sign/MsgSignData', value: { signer: address, data: toBase64(new TextEncoder().encode(message)) } }] }
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature)), sha256(serializeSignDoc(doc)), fromBase64(publicKey))
}
