// EIP-3326 chain switching, for an injected provider and a WalletConnect session alike: ask the
// wallet to switch; on 4902 (it does not know the chain) add the chain (EIP-3085), then switch. A
// chain that cannot be added is SPEC §8's 'Chain is not supported'; a person's refusal stays one.
import { GangwayError, errorCode, errorMessage, isUserRejection, rpcErrorCodes, type Network, type WalletRequestArgs } from 'gangway'

const hexChainId = (network: Network) => `0x${Number(network.id).toString(16)}`

/** 4902, also where a wallet (MetaMask mobile) wraps it as -32603 with data.originalError.code 4902. */
const isUnrecognizedChain = (error: unknown): boolean =>
  errorCode(error) === rpcErrorCodes.UNRECOGNIZED_CHAIN ||
  errorCode((error as { data?: { originalError?: unknown } } | null)?.data?.originalError) === rpcErrorCodes.UNRECOGNIZED_CHAIN

const notSupported = (cause: unknown) => new GangwayError('CHAIN_NOT_SUPPORTED', errorMessage('CHAIN_NOT_SUPPORTED'), { cause })

export async function switchChain(request: (args: WalletRequestArgs) => Promise<unknown>, network: Network, o: { canAdd: boolean }): Promise<void> {
  const chainId = hexChainId(network)
  try {
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error
    if (!o.canAdd) throw notSupported(error)
    const explorer = network.blockExplorers?.default.url
    const chain = { chainId, chainName: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: network.rpcUrls.default.http }
    try {
      await request({ method: 'wallet_addEthereumChain', params: [explorer ? { ...chain, blockExplorerUrls: [explorer] } : chain] })
    } catch (addError) {
      throw isUserRejection(addError) ? addError : notSupported(addError)
    }
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
}
