// The services' own spam list: NFT collections (and tokens) known to be spam, by CAIP-10 id
// (`eip155:31337:0x…`). History marks their transfers `flags.is_spam` (SPEC §3 nft_info) and the NFT
// listing flags them, so the modal can hide them (SPEC §5). A self-hoster passes their own list.
export interface SpamList {
  isSpam(chain: string, address: string): boolean
}

export function spamList(ids: Iterable<string> = []): SpamList {
  const known = new Set([...ids].map((id) => id.toLowerCase()))
  return { isSpam: (chain, address) => known.has(`${chain}:${address}`.toLowerCase()) }
}
