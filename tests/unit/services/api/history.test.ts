import Database from 'better-sqlite3'
import { join } from 'node:path'
import { erc20Abi, parseEther, parseUnits, type Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import { DB_FILE } from '../../../../services/api/store/db'
import { errorOf, SDK } from './api'
import { ALICE, BOB, CAIP2, CAROL, devWallet, useChainApi } from './chain-api'

const ctx = useChainApi()
const get = (path: string) => fetch(`${ctx().api.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`)

interface Transaction {
  id: string
  metadata: { operationType: string; hash: string; minedAt: string; chain: string; sentFrom: string; sentTo: string; status: string }
  transfers: Array<{ fungible_info: { symbol: string; icon: { url: string } | null }; direction: string; quantity: { numeric: string }; value: number }>
}
interface Page {
  data: Transaction[]
  next: string | null
}
const history = async (account: string, query = ''): Promise<Page> => {
  const res = await get(`/v1/account/${account}/history?chainId=${CAIP2}${query}`)
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
  return (await res.json()) as Page
}
/** The transaction as the history lists it; call once its block is indexed (`mined` waits for that). */
const indexed = async (account: string, hash: Hash): Promise<Transaction> => {
  const found = (await history(account, '&limit=100')).data.find((t) => t.metadata.hash === hash)
  if (!found) throw new Error(`${hash} is not in the history of ${account}`)
  return found
}
/** Sends from dev account `index`, waits for its block, then for the services to have indexed that block. */
const mined = async (index: number, send: (w: ReturnType<typeof devWallet>) => Promise<Hash>) => {
  const wallet = devWallet(ctx().chain.url, index)
  const hash = await send(wallet)
  const { blockNumber } = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  await ctx().api.waitForIndexed(CAIP2, blockNumber)
  return hash
}

describe('SPEC §7 GET /v1/account/{account}/history, indexed from the chain as blocks are mined', () => {
  it('SPEC §3 transaction: the mint at deployment is in each funded account\'s history', async () => {
    const page = await history(CAROL, '&limit=100')
    expect(page.data.map((t) => t.transfers[0]!.fungible_info.symbol).sort()).toEqual(['DUSD', 'GPT', 'GWAY'])
    expect(page.data.every((t) => t.metadata.operationType === 'receive' && t.metadata.status === 'confirmed')).toBe(true)
  })

  it('SPEC §3 a native send: send for the sender, receive for the receiver, quantity exact and value priced', async () => {
    const hash = await mined(0, (w) => w.sendTransaction({ to: BOB, value: parseEther('1.25') }))
    const sent = await indexed(ALICE, hash)
    expect(sent.metadata).toMatchObject({ operationType: 'send', chain: CAIP2, sentFrom: ALICE.toLowerCase(), sentTo: BOB.toLowerCase(), status: 'confirmed' })
    expect(sent.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '1.25' }, value: 1.25 * 3120.55, fungible_info: expect.objectContaining({ symbol: 'ETH' }) }),
    ])
    expect(new Date(sent.metadata.minedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const received = await indexed(BOB, hash)
    expect(received.metadata.operationType).toBe('receive')
    expect(received.transfers[0]!.direction).toBe('in')
  })

  it('SPEC §3 an ERC-20 transfer is shown as the token moving between people, not as a call to the contract', async () => {
    const gway = ctx().tokens[0]!.address
    const hash = await mined(0, (w) => w.writeContract({ address: gway, abi: erc20Abi, functionName: 'transfer', args: [CAROL, parseUnits('2.5', 18)] }))
    const tx = await indexed(CAROL, hash)
    expect(tx.metadata).toMatchObject({ operationType: 'receive', sentFrom: ALICE.toLowerCase(), sentTo: CAROL.toLowerCase() })
    expect(tx.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '2.5' }, value: 3.125 })])
    expect(tx.transfers[0]!.fungible_info.icon?.url).toMatch(/getTokenImage\/GWAY$/)
  })

  it('SPEC §3 a reverted token transfer is listed as failed, with what was tried', async () => {
    const dusd = ctx().tokens[1]!.address
    // More than Carol holds: the node would refuse to estimate it, so the gas is given.
    const hash = await mined(2, (w) => w.writeContract({ address: dusd, abi: erc20Abi, functionName: 'transfer', args: [BOB, parseUnits('999999', 6)], gas: 100_000n }))
    const tx = await indexed(CAROL, hash)
    expect(tx.metadata.status).toBe('failed')
    expect(tx.transfers).toEqual([expect.objectContaining({ direction: 'out', quantity: { numeric: '999999' } })])
  })

  it('SPEC §7 cursor paging: pages follow each other newest first, with no gap and no repeat, and the last has next null', async () => {
    for (let i = 0; i < 3; i++) await mined(1, (w) => w.sendTransaction({ to: CAROL, value: BigInt(i + 1) }))
    const all = (await history(BOB, '&limit=100')).data.map((t) => t.id)
    const paged: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: Page = await history(BOB, `&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      paged.push(...page.data.map((t) => t.id))
      cursor = page.next
      pages++
    } while (cursor && pages < 50)
    expect(paged).toEqual(all)
    expect(pages).toBe(Math.ceil(all.length / 2))
    const times = (await history(BOB, '&limit=100')).data.map((t) => Date.parse(t.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('SPEC §7 bad input is a 400 with a message: forged cursor, bad limit, unknown chain, not an address', async () => {
    const cases: Array<[string, RegExp]> = [
      [`/v1/account/${ALICE}/history?cursor=abc`, /^Invalid cursor/],
      [`/v1/account/${ALICE}/history?cursor=${Buffer.from('[1,2]').toString('base64url')}`, /^Invalid cursor/],
      [`/v1/account/${ALICE}/history?limit=0`, /limit/],
      [`/v1/account/${ALICE}/history?limit=1000`, /limit/],
      [`/v1/account/${ALICE}/history?chainId=eip155:5`, /^Unsupported chainId/],
      ['/v1/account/hello/history', /^Invalid account address/],
    ]
    for (const [path, message] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await errorOf(res), path).toMatch(message)
    }
  })

  it('SPEC §7 the indexed history lives in SQLite under the data folder and survives a restart of the services', async () => {
    const before = (await history(ALICE, '&limit=100')).data.map((t) => t.id)
    await ctx().restartApi()
    expect((await history(ALICE, '&limit=100')).data.map((t) => t.id)).toEqual(before)
    const db = new Database(join(ctx().dataDir, DB_FILE), { readonly: true })
    const rows = db.prepare('SELECT COUNT(*) AS n FROM txs').get() as { n: number }
    db.close()
    expect(rows.n).toBeGreaterThan(5)
  })
})
