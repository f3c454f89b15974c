// eip155 over WalletConnect (loaded with the WalletConnect client): personal_sign with the message
// as UTF-8 hex, chain switching for chains the session did not approve, and chainChanged data.
import { gangwayError, type WalletConnectNamespace } from 'gangway'
import { switchChain } from './switch-chain'

/** UTF-8 text as 0x-prefixed hex (personal_sign's message parameter). */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}

export const signMessage: WalletConnectNamespace['signMessage'] = (request, message, address) =>
  request<string>({ method: 'personal_sign', params: [utf8ToHex(message), address] })

/** SPEC §4: the wallet is asked to switch (adding the chain when it can) only where the session allows it. */
export const switchChainOverRelay: WalletConnectNamespace['switchChain'] = async (request, network, methods) => {
  if (!methods.includes('wallet_switchEthereumChain')) throw gangwayError('CHAIN_NOT_SUPPORTED')
  await switchChain(request, network, { canAdd: methods.includes('wallet_addEthereumChain') })
}

/** chainChanged data: a number, a hex string or a CAIP-2 id. */
export function chainReference(data: unknown): string | undefined {
  if (typeof data === 'number') return String(data)
  if (typeof data !== 'string' || !data) return undefined
  if (data.startsWith('0x')) return String(parseInt(data, 16))
  return data.split(':').at(-1)
}

export { switchChainOverRelay as switchChain }
