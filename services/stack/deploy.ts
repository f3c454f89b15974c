// Everything the local stack deploys on an anvil chain at start: the demo ERC-20s, Uniswap v2 with
// ETH pools for them, and the demo NFT collections. The tokens go first (the pools need them); the
// NFTs have their own deployer key and go out at the same time.
import type { SwapDeployment } from '../api/chains/types'
import { deployDemoNfts, type DeployedNft } from './nfts'
import { deploySwaps } from './swaps'
import { deployDemoTokens, type DeployedToken } from './tokens'

export interface LocalContracts {
  tokens: DeployedToken[]
  swaps: SwapDeployment
  nfts: DeployedNft[]
}

export async function deployLocalContracts(rpcUrl: string): Promise<LocalContracts> {
  const [{ tokens, swaps }, nfts] = await Promise.all([
    deployDemoTokens(rpcUrl).then(async (tokens) => ({ tokens, swaps: await deploySwaps(rpcUrl, tokens) })),
    deployDemoNfts(rpcUrl),
  ])
  return { tokens, swaps, nfts }
}
