// NFTs of an account, in the spirit of the Blockchain API (not in SPEC §7, which leaves NFTs to the
// history's nft_info): GET /v1/account/{address}/nfts lists what the address holds now on the served
// chains, each with SPEC §3 nft_info fields (name, preview, flags.is_spam); spam is listed and
// flagged, for the client to hide. GET /public/getNftImage/{chain}/{contract}/{id} draws the preview.
import { Hono } from 'hono'
import { z } from 'zod'
import { CAIP2 } from '../catalogue/schema'
import { chainLookup } from '../chains/lookup'
import { ChainUnavailableError } from '../chains/types'
import type { ApiDeps } from '../deps'
import type { ApiEnv } from '../env'
import { nftSvg } from '../nfts/image'
import { nftInfo, type NftInfo } from '../nfts/view'
import { badRequest } from '../middleware/errors'
import { validQuery } from '../middleware/query'
import { sdkParams } from '../middleware/sdk-params'
import { svgResponse } from './catalogue'

export interface Nft extends NftInfo {
  /** CAIP-10 of the contract, then the token id: `eip155:31337:0x…:1`. */
  id: string
  chainId: string
  contract: { address: string; name: string; symbol: string; standard: 'ERC721' | 'ERC1155' }
  tokenId: string
  /** How many the account holds (1 on ERC-721). */
  amount: string
}

const single = z.string({ error: 'must be given once' })
export const nftsQuery = z.object({ chainId: single.regex(CAIP2, 'must be a CAIP-2 chain id such as eip155:1').optional() })

export function nftRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const chains = chainLookup(deps.chains)
  const routes = new Hono<ApiEnv>()

  routes.get('/v1/account/:address/nfts', sdkParams, validQuery(nftsQuery), async (c) => {
    const address = c.req.param('address')
    const { chainId } = c.req.valid('query')
    if (chainId && !chains.byId.has(chainId)) throw badRequest(`Unsupported chainId: ${chainId}`)
    const fitting = chains.forAddress(address).filter((chain) => !chainId || chain.source.caipNetworkId === chainId)
    if (fitting.length === 0) throw badRequest(`Invalid address for ${chainId ?? 'the supported chains'}: ${address.slice(0, 100)}`)
    // Chains whose namespace indexes no NFTs (Solana, for now) list none.
    const targets = fitting.filter((chain) => chain.nfts)
    const origin = new URL(c.req.url).origin
    try {
      const held = await Promise.all(targets.map((chain) => chain.nfts!(address)))
      const data: Nft[] = held.flat().map(({ collection, id, amount }) => ({
        id: `${collection.chain}:${collection.address}:${id}`,
        chainId: collection.chain,
        contract: { address: collection.address, name: collection.name, symbol: collection.symbol, standard: collection.standard === 'erc721' ? 'ERC721' : 'ERC1155' },
        tokenId: id,
        amount: amount.toString(),
        ...nftInfo(origin, deps.spam, collection, id),
      }))
      return c.json({ data, next: null })
    } catch (error) {
      if (error instanceof ChainUnavailableError) return c.json({ error: error.message }, 502)
      throw error
    }
  })

  routes.get('/public/getNftImage/:chain/:contract/:id', (c) => {
    const { chain, contract, id } = c.req.param()
    const collection = /^\d{1,78}$/.test(id) ? deps.history.collection(chain, contract.toLowerCase()) : undefined
    if (!collection) return c.json({ error: 'Unknown NFT image id' }, 404)
    return svgResponse(c, nftSvg({ title: `${collection.name} #${id}`, symbol: collection.symbol, id, seed: `${chain}:${collection.address}` }))
  })

  return routes
}
