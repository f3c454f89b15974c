// bip122 over WalletConnect (loaded with the WalletConnect client): signMessage in WalletConnect's
// Bitcoin shape, BIP-322 by default, answered with a base64 signature. A Bitcoin session cannot be
// asked to switch chains: the wallet approves the chains it serves.
import type { WalletConnectNamespace } from 'gangway'

export const signMessage: WalletConnectNamespace['signMessage'] = async (request, message, address) => {
  const { signature } = await request<{ signature: string }>({ method: 'signMessage', params: { account: address, address, message, protocol: 'bip322' } })
  return signature
}
