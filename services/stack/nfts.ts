// The demo NFT collections of the local stack: an ERC-721 ("Gangway Passes"), an ERC-1155
// ("Gangway Items") and a spam ERC-721 the services list as spam (SPEC §3 nft_info flags.is_spam),
// minted at deployment. Sent by their own deployer (dev account 7), so this runs beside the tokens'.
import { encodeDeployData, type Abi, type Address, type Hex } from 'viem'
import collection from './contracts/DemoCollection.json' with { type: 'json' }
import items from './contracts/DemoItems.json' with { type: 'json' }
import { sendBatch } from './batch'
import { devAccount } from './dev-keys'
import { devAddress } from './tokens'

const NFT_DEPLOYER_INDEX = 7

export interface DemoNft {
  standard: 'erc721' | 'erc1155'
  name: string
  symbol: string
  /** Listed as spam by the services (their own spam list, services/api/market/spam.ts). */
  spam: boolean
  /** [dev account, token id, amount] */
  mints: ReadonlyArray<readonly [account: number, id: bigint, amount: bigint]>
}

/** Dev account 0 holds two NFTs (a pass and a stack of items) and one spam NFT. */
export const DEMO_NFTS: readonly DemoNft[] = [
  { standard: 'erc721', name: 'Gangway Passes', symbol: 'GWPASS', spam: false, mints: [[0, 1n, 1n], [1, 2n, 1n]] },
  { standard: 'erc1155', name: 'Gangway Items', symbol: 'GWITEM', spam: false, mints: [[0, 7n, 3n]] },
  { standard: 'erc721', name: 'Claim Free Rewards', symbol: 'CLAIM', spam: true, mints: [[0, 1n, 1n]] },
]

export type DeployedNft = DemoNft & { address: Address }

export async function deployDemoNfts(rpcUrl: string): Promise<DeployedNft[]> {
  const account = devAccount(NFT_DEPLOYER_INDEX)
  const receipts = await sendBatch(
    rpcUrl,
    account,
    DEMO_NFTS.map((nft) => {
      const holders = nft.mints.map(([i]) => devAddress(i))
      const ids = nft.mints.map(([, id]) => id)
      const data =
        nft.standard === 'erc721'
          ? encodeDeployData({ abi: collection.abi as Abi, bytecode: collection.bytecode as Hex, args: [nft.name, nft.symbol, holders, ids] })
          : encodeDeployData({ abi: items.abi as Abi, bytecode: items.bytecode as Hex, args: [nft.name, nft.symbol, holders, ids, nft.mints.map(([, , n]) => n)] })
      return { label: `deploying ${nft.name}`, data, gas: 3_000_000n }
    }),
  )
  return DEMO_NFTS.map((nft, i) => {
    const address = receipts[i]!.contractAddress
    if (!address) throw new Error(`deploying ${nft.name} on ${rpcUrl} made no contract`)
    return { ...nft, address }
  })
}
