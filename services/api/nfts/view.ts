// NFTs as the routes show them: a name per token, a preview image served by these services
// (GET /public/getNftImage/…), and the spam flag from the services' list (SPEC §3 nft_info).
import type { NftCollection } from '../chains/types'
import type { SpamList } from '../market/spam'

export interface NftInfo {
  name: string
  preview: { url: string }
  flags: { is_spam: boolean }
}

export const nftName = (collection: Pick<NftCollection, 'name'>, id: string): string => `${collection.name} #${id}`

export const nftImagePath = (chain: string, collection: string, id: string): string => `/public/getNftImage/${chain}/${collection}/${id}`

export function nftInfo(origin: string, spam: SpamList, collection: NftCollection, id: string): NftInfo {
  return {
    name: nftName(collection, id),
    preview: { url: `${origin}${nftImagePath(collection.chain, collection.address, id)}` },
    flags: { is_spam: spam.isSpam(collection.chain, collection.address) },
  }
}
