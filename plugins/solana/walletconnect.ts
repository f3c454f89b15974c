// Solana over WalletConnect (loaded with the WalletConnect client): solana_signMessage with the
// message as base58, answered with a base58 signature. A Solana session cannot be asked to switch.
import type { WalletConnectNamespace } from 'gangway'
import { encodeBase58 } from './base58'

export const signMessage: WalletConnectNamespace['signMessage'] = async (request, message, address) => {
  const params = { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address }
  return (await request<{ signature: string }>({ method: 'solana_signMessage', params })).signature
}
