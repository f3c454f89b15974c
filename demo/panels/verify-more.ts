// Signature checks for Polkadot and Cosmos on the demo page (loaded behind the optional chains' flag, as a
// host's server would run them): the services' own sign-in checks (sr25519/ed25519 through @polkadot/util-crypto,
// ADR-36 through @cosmjs). A BIP-322 check needs a script interpreter; the services run one in node.
import { verifyAdr36 } from '../../services/api/siwx/adr36'
import { verifySubstrate } from '../../services/api/siwx/substrate'

export async function verifyMore(namespace: string, address: string, message: string, signature: string, publicKey: string | undefined): Promise<boolean | undefined> {
  if (namespace === 'polkadot') return verifySubstrate(address, message, signature)
  if (namespace === 'cosmos') return verifyAdr36(address, message, signature, publicKey)
  return undefined
}
