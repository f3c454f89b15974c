import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Transaction } from '../../../../kernel/api/types'
import { activity } from '../../../../plugins/features-activity'
import { createActivityController, isSpam, visibleTransactions } from '../../../../plugins/features-activity/controller'
import { minedAgo, relativeTime } from '../../../../plugins/features-activity/time'
import { makeModal } from '../../support/modal'
import { scriptedConnector, ScriptedSession, testNamespace, testNetwork } from '../../support/namespace'

const localA = testNetwork('eip155', 31337, 'Local A')
const tx = (id: string, o: { chain?: string; spam?: boolean[] } = {}): Transaction => ({
  id,
  metadata: { operationType: 'send', hash: id, minedAt: '2025-01-01T00:00:00Z', sentFrom: 'a', sentTo: 'b', status: 'confirmed', chain: o.chain ?? 'eip155:31337' },
  transfers: (o.spam ?? [false]).map((spam) => ({ direction: 'out', quantity: { numeric: '1' }, nft_info: { name: 'n', flags: { is_spam: spam } } })),
})

describe('SPEC §5 which transactions are shown', () => {
  it('SPEC §5 spam (every transfer flagged) is hidden; one real transfer among spam keeps it', () => {
    expect(isSpam(tx('1', { spam: [true, true] }))).toBe(true)
    expect(isSpam(tx('2', { spam: [true, false] }))).toBe(false)
    expect(isSpam({ ...tx('3'), transfers: [] })).toBe(false)
  })

  it('SPEC §5 only those on the connected chain are shown', () => {
    const list = [tx('a'), tx('b', { chain: 'eip155:1' }), tx('c', { spam: [true] }), tx('d')]
    expect(visibleTransactions(list, 'eip155:31337').map((t) => t.id)).toEqual(['a', 'd'])
  })
})

describe('SPEC §9 relative time labels', () => {
  const now = Date.parse('2025-06-01T12:00:00Z')
  const ago = (ms: number) => relativeTime(now - ms, now)
  it("SPEC §9 past times: '12 sec', '1 min', '5 min', '1 hr', '3 hrs', '1 d', '2 d', '1 mo', '3 mo', '1 yr', '2 yr'", () => {
    expect([12e3, 60e3, 5 * 60e3, 60 * 60e3, 3 * 3600e3, 24 * 3600e3, 2 * 86400e3, 35 * 86400e3, 90 * 86400e3, 400 * 86400e3, 800 * 86400e3].map(ago)).toEqual([
      '12 sec',
      '1 min',
      '5 min',
      '1 hr',
      '3 hrs',
      '1 d',
      '2 d',
      '1 mo',
      '3 mo',
      '1 yr',
      '2 yr',
    ])
  })
  it("SPEC §9 future times read 'in 5 min'", () => {
    expect(relativeTime(now + 5 * 60e3, now)).toBe('in 5 min')
  })
  it("SPEC §9 a transaction just mined, its block's time a moment ahead of this device's clock, reads '0 sec', not 'in 0 sec' (German: 'vor 1 Sek.')", () => {
    expect(minedAgo(new Date(now + 400).toISOString(), now)).toBe('0 sec')
    expect(minedAgo(new Date(now + 2000).toISOString(), now, 'de')).toBe(relativeTime(now - 1000, now, 'de'))
    expect(minedAgo(new Date(now - 12e3).toISOString(), now)).toBe('12 sec')
  })
})

describe('SPEC §5 loading the activity', () => {
  let server: Server
  let base = ''
  const pages = new Map<string, unknown>()
  beforeAll(async () => {
    // The services stand-in answers pages by cursor, and 500 for the cursor 'broken'.
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      const cursor = url.searchParams.get('cursor') ?? 'first'
      const body = pages.get(cursor)
      res.writeHead(body ? 200 : 500, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body ?? { error: 'Internal server error' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const connectedModal = async (api = base) => {
    const plugin = testNamespace('eip155', { connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => new ScriptedSession({ chainId: 'eip155:31337' }) })] })
    const { modal } = makeModal({ plugins: [plugin, activity()], networks: [localA], options: { services: { api } } })
    await modal.ready
    return modal
  }

  it("SPEC §5 'Transactions can't be fetched without an accountAddress'", async () => {
    const modal = await connectedModal()
    await expect(createActivityController(modal).load()).rejects.toThrow("Transactions can't be fetched without an accountAddress")
  })

  it('SPEC §7 cursor paging: the next page is asked with the cursor and appended, until next is null', async () => {
    pages.set('first', { data: [tx('1'), tx('x', { chain: 'eip155:1' })], next: 'page2' })
    pages.set('page2', { data: [tx('2'), tx('spam', { spam: [true] })], next: null })
    const modal = await connectedModal()
    await modal.connect('w')
    const activityState = createActivityController(modal)
    await activityState.load()
    expect(activityState.$activity.get()).toMatchObject({ next: 'page2', failed: false })
    await activityState.load({ more: true })
    expect(activityState.$activity.get().transactions.map((t) => t.id)).toEqual(['1', '2'])
    expect(activityState.$activity.get().next).toBeNull()
  })

  it("SPEC §8 a failing services API: 'Failed to fetch transactions' shows, and what was loaded stays", async () => {
    pages.set('first', { data: [tx('1')], next: 'broken' })
    const modal = await connectedModal()
    await modal.connect('w')
    const controller = createActivityController(modal)
    await controller.load()
    await controller.load({ more: true })
    expect(modal.stores.$toast.get()).toMatchObject({ open: true, message: 'Failed to fetch transactions', variant: 'error' })
    expect(controller.$activity.get()).toMatchObject({ failed: true, loading: false })
    expect(controller.$activity.get().transactions.map((t) => t.id)).toEqual(['1'])
  })
})
