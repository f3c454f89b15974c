// polkadot over WalletConnect (loaded with the WalletConnect client): polkadot_signMessage with the
// message as text (the wallet wraps it in <Bytes>…</Bytes>, as signRaw does), answered with a hex signature.
import type { WalletConnectNamespace } from 'gangway'

export const signMessage: WalletConnectNamespace['signMessage'] = async (request, message, address) =>
  (await request<{ signature: string }>({ method: 'polkadot_signMessage', params: { address, message } })).signature
