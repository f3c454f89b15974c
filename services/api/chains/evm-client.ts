// Talking to an EVM node from the services: a viem client, and what a token says about itself.
import { createPublicClient, erc20Abi, http, type Address, type PublicClient } from 'viem'
import type { ChainSource, TokenInfo } from './types'

/** No retries: a node that is down should turn into a quick 502, not a slow one. */
export const evmClient = (source: ChainSource): PublicClient =>
  createPublicClient({ transport: http(source.rpcUrl, { retryCount: 0, timeout: 5000 }) })

/** name, symbol and decimals of a contract, or undefined when it does not answer them like an ERC-20. */
export async function readTokenInfo(client: PublicClient, chain: string, address: Address): Promise<TokenInfo | undefined> {
  try {
    const [name, symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { chain, address: address.toLowerCase(), name, symbol, decimals }
  } catch {
    return undefined
  }
}

