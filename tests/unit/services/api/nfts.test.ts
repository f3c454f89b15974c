import { parseAbi, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Nft } from '../../../../services/api/routes/nfts'
import type { Transaction } from '../../../../services/api/history/transactions'
import { errorOf, SDK } from './api'
import { ALICE, BOB, CAIP2, CAROL, devWallet, useChainApi } from './chain-api'

// The spam collection is flagged by the services' own list, as the stack does it.
const ctx = useChainApi({ full: true, api: ({ contracts }) => ({ spam: contracts!.nfts.filter((n) => n.spam).map((n) => `${CAIP2}:${n.address}`) }) })
const get = (path: string) => fetch(`${ctx().api.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`)
const nftsOf = async (address: string): Promise<Nft[]> => {
  const res = await get(`/v1/account/${address}/nfts?chainId=${CAIP2}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: Nft[] }).data
}
const collection = (symbol: string) => ctx().contracts!.nfts.find((n) => n.symbol === symbol)!.address.toLowerCase() as Address

describe('NFTs of an account: GET /v1/account/{address}/nfts', () => {
  it('SPEC §3 nft_info: dev account 0 holds the pass and the items with names and preview images, and the spam NFT is flagged', async () => {
    const nfts = await nftsOf(ALICE)
    expect(nfts.map((n) => [n.name, n.amount, n.contract.standard, n.flags.is_spam]).sort()).toEqual([
      ['Claim Free Rewards #1', '1', 'ERC721', true],
      ['Gangway Items #7', '3', 'ERC1155', false],
      ['Gangway Passes #1', '1', 'ERC721', false],
    ])
    expect(nfts.filter((n) => !n.flags.is_spam)).toHaveLength(2)
    const pass = nfts.find((n) => n.contract.symbol === 'GWPASS')!
    expect(pass).toMatchObject({ id: `${CAIP2}:${collection('GWPASS')}:1`, chainId: CAIP2, tokenId: '1' })
    const image = await fetch(pass.preview.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('<title>Gangway Passes #1</title>')
  })

  it('SPEC §3 the listing follows the chain: a pass sent away leaves the sender and shows at the receiver', async () => {
    const abi = parseAbi(['function transferFrom(address from, address to, uint256 id)'])
    const wallet = devWallet(ctx().chain.url, 1)
    expect((await nftsOf(BOB)).map((n) => n.name)).toEqual(['Gangway Passes #2'])
    const hash = await wallet.writeContract({ address: collection('GWPASS'), abi, functionName: 'transferFrom', args: [BOB, CAROL, 2n] })
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    // The indexer sees the transfer on its next pass; wait for the history to show it, not for a set time.
    await expect.poll(async () => (await nftsOf(CAROL)).map((n) => n.name), { interval: 100, timeout: 5000 }).toEqual(['Gangway Passes #2'])
    expect(await nftsOf(BOB)).toEqual([])
  })

  it('SPEC §3 history transfers of NFTs carry nft_info (name, preview, flags.is_spam) instead of fungible_info', async () => {
    const res = await get(`/v1/account/${ALICE}/history?chainId=${CAIP2}`)
    const { data } = (await res.json()) as { data: Transaction[] }
    const nftTransfers = data.flatMap((tx) => tx.transfers).filter((t) => t.nft_info)
    expect(nftTransfers.map((t) => [t.nft_info!.name, t.nft_info!.flags.is_spam, t.quantity.numeric, t.direction]).sort()).toEqual([
      ['Claim Free Rewards #1', true, '1', 'in'],
      ['Gangway Items #7', false, '3', 'in'],
      ['Gangway Passes #1', false, '1', 'in'],
    ])
    expect(nftTransfers.every((t) => t.fungible_info === undefined)).toBe(true)
    // SPEC §5 hides a transaction whose every transfer is spam: the spam mint is one.
    const spamOnly = data.filter((tx) => tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags.is_spam))
    expect(spamOnly).toHaveLength(1)
  })

  it('SPEC §7 bad input is a 400; an unknown image is a 404', async () => {
    const res = await get(`/v1/account/0x1234/nfts`)
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toMatch(/^Invalid address/)
    const other = await get(`/v1/account/${ALICE}/nfts?chainId=eip155:1`)
    expect(await errorOf(other)).toBe('Unsupported chainId: eip155:1')
    expect((await fetch(`${ctx().api.url}/public/getNftImage/${CAIP2}/0x${'1'.repeat(40)}/1`)).status).toBe(404)
    expect((await fetch(`${ctx().api.url}/public/getNftImage/${CAIP2}/${collection('GWPASS')}/abc`)).status).toBe(404)
  })
})
