// cosmos over WalletConnect (loaded with the WalletConnect client): a message is signed the ADR-36 way,
// as an off-chain amino document through cosmos_signAmino; the base64 signature is returned.
import type { WalletConnectNamespace } from 'gangway'
import { adr36Document } from './adr36'

export const signMessage: WalletConnectNamespace['signMessage'] = async (request, message, address) => {
  const { signature } = await request<{ signature: { signature: string } }>({ method: 'cosmos_signAmino', params: { signerAddress: address, signDoc: adr36Document(address, message) } })
  return signature.signature
}
