import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScriptedSession, testNetwork } from '../../support/namespace'
import { servicesModal } from '../../support/services'
import { ALICE, BOB, useChainApi } from '../../services/api/chain-api'

const ctx = useChainApi()
afterEach(() => vi.useRealTimers())

const connected = async (o: Partial<Parameters<typeof servicesModal>[0]> = {}) => {
  const setup = servicesModal({ services: { api: ctx().api.url }, ...o })
  await setup.modal.ready
  await setup.modal.connect('mm')
  return { ...setup, services: await setup.modal.services() }
}
const balanceCalls = (paths: string[]) => paths.filter((p) => p.endsWith('/balance')).length

describe('SPEC §4 balance fetch: token balances of the active account from the services', () => {
  it('SPEC §3 token balance: native and ERC-20s of the connected account, read from the chain through the services', async () => {
    const { services } = await connected()
    const balances = await services.fetchTokenBalances()
    expect(balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['ETH', '10000'],
      ['DUSD', '2500'],
      ['GWAY', '1000'],
    ])
    expect(services.$tokenBalances.get().balances).toEqual(balances)
  })

  it("SPEC §5 tokens with decimals '0' are filtered out", async () => {
    const { services } = await connected()
    const balances = await services.fetchTokenBalances()
    expect(balances.some((b) => b.symbol === 'GPT')).toBe(false)
    expect(balances.every((b) => b.quantity.decimals !== '0')).toBe(true)
  })

  it('SPEC §9 results are cached 30 s per network:address; force reads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { services, paths } = await connected()
    await services.fetchTokenBalances()
    await services.fetchTokenBalances()
    expect(balanceCalls(paths())).toBe(1)
    // SPEC §9: 30 s, to the millisecond.
    vi.setSystemTime(Date.now() + 30_000 - 1)
    await services.fetchTokenBalances()
    expect(balanceCalls(paths())).toBe(1)
    vi.setSystemTime(Date.now() + 1)
    await services.fetchTokenBalances()
    expect(balanceCalls(paths())).toBe(2)
    await services.fetchTokenBalances({ force: true })
    expect(balanceCalls(paths())).toBe(3)
  })

  it('SPEC §9 the cache key is network:address: another account is its own entry, and coming back hits the cache', async () => {
    const { session, services, requests } = await connected()
    await services.fetchTokenBalances()
    session.emit({ type: 'accounts', accounts: [{ address: BOB, type: 'eoa' }] })
    expect(services.$tokenBalances.get().balances).toEqual([])
    await services.fetchTokenBalances()
    session.emit({ type: 'accounts', accounts: [{ address: ALICE, type: 'eoa' }] })
    await services.fetchTokenBalances()
    const asked = requests.filter((r) => r.url.pathname.endsWith('/balance')).map((r) => r.url.pathname.split('/')[3])
    expect(asked).toEqual([ALICE, BOB])
  })

  it("SPEC §4 a reset clears the balances: after a disconnect, the next account on the same network never sees the last one's tokens", async () => {
    const { modal, services } = await connected()
    await services.fetchTokenBalances()
    expect(services.$tokenBalances.get().balances).not.toEqual([])
    await modal.disconnect()
    expect(services.$tokenBalances.get().balances).toEqual([])
  })

  it('SPEC §7 every call carries projectId, st and sv', async () => {
    const { services, requests } = await connected()
    await services.fetchTokenBalances()
    const call = requests.find((r) => r.url.pathname.endsWith('/balance'))!
    expect(Object.fromEntries(['projectId', 'st', 'sv', 'currency'].map((k) => [k, call.url.searchParams.get(k)]))).toEqual({
      projectId: 'test-project',
      st: 'gangway',
      sv: 'html-wagmi-4.2.2',
      currency: 'usd',
    })
  })
})

describe('SPEC §4 balance fetch failures: the 30 s lockout and the toast', () => {
  it("SPEC §8 a failure shows 'Token Balance Unavailable'; a fetch within 30 s returns an empty list without asking; after 30 s it asks again", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // A services URL where nothing answers: the failure a stopped server gives.
    const { services, modal, paths } = await connected({ services: { api: 'http://127.0.0.1:9/' } })
    expect(await services.fetchTokenBalances()).toEqual([])
    expect(modal.stores.$toast.get()).toMatchObject({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    expect(services.$tokenBalances.get().lastRetry).toBe(Date.now())
    const asked = paths().length
    // SPEC §9: locked out for 30 s after a failure, to the millisecond.
    vi.setSystemTime(Date.now() + 30_000 - 1)
    expect(await services.fetchTokenBalances({ force: true })).toEqual([])
    expect(paths()).toHaveLength(asked)
    vi.setSystemTime(Date.now() + 1)
    await services.fetchTokenBalances()
    expect(paths().length).toBeGreaterThan(asked)
  })

  it('SPEC §4 a success after the lockout clears the retry time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let up = false
    const { services } = await connected({
      fetch: (input, init) => (up ? fetch(input, init) : Promise.reject(new TypeError('fetch failed'))),
    })
    await services.fetchTokenBalances()
    expect(services.$tokenBalances.get().lastRetry).toBeDefined()
    up = true
    vi.setSystemTime(Date.now() + 30_000)
    expect((await services.fetchTokenBalances()).length).toBe(3)
    expect(services.$tokenBalances.get().lastRetry).toBeUndefined()
  })

  it("SPEC §8 a network the services do not serve shows 'Token Balance Unavailable' and asks for no balance", async () => {
    const elsewhere = testNetwork('eip155', 999, 'Elsewhere')
    const { services, modal, paths } = await connected({ networks: [elsewhere], session: new ScriptedSession({ chainId: 'eip155:999' }) })
    expect(await services.fetchTokenBalances()).toEqual([])
    expect(modal.stores.$toast.get().message).toBe('Token Balance Unavailable')
    expect(balanceCalls(paths())).toBe(0)
    // Not a failure: no lockout.
    expect(services.$tokenBalances.get().lastRetry).toBeUndefined()
  })

  it('a host with no services URL gets an empty list: nothing fetched, no toast, no lockout', async () => {
    const { services, modal, requests } = await connected({ services: {} })
    expect(await services.fetchTokenBalances()).toEqual([])
    expect(requests).toEqual([])
    expect(modal.stores.$toast.get().open).toBe(false)
    expect(services.$tokenBalances.get().lastRetry).toBeUndefined()
  })

  it("SPEC §8 a services API answering 500 is a failure like any other: 'HTTP status code: 500' is logged, the toast shows", async () => {
    const answer500: typeof fetch = async () => new Response(JSON.stringify({ error: 'Internal server error' }), { status: 500 })
    const { services, modal } = await connected({ fetch: answer500 })
    const errors: Error[] = []
    modal.events.on('error', ({ error }) => errors.push(error))
    expect(await services.fetchTokenBalances()).toEqual([])
    expect(modal.stores.$toast.get().message).toBe('Token Balance Unavailable')
    expect(errors.map((e) => e.message)).toEqual(['HTTP status code: 500'])
  })
})

describe('SPEC §4 balance fetch through the embedded (auth) wallet on eip155', () => {
  class AssetWallet extends ScriptedSession {
    readonly requests: Array<{ method: string; params?: unknown }> = []
    constructor(private readonly answers: Record<string, unknown>) {
      super({ chainId: 'eip155:31337' })
    }
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      this.requests.push(args)
      return this.answers[args.method]
    }
  }
  const asset = (over: Record<string, unknown> = {}) => ({
    address: '0x0000000000000000000000000000000000000001',
    balance: '0x1bc16d674ec80000',
    type: 'ERC20',
    metadata: { name: 'Wallet Token', symbol: 'WTK', iconUrl: '', decimals: 18, price: 2 },
    ...over,
  })

  it('SPEC §4 capabilities are asked first, then wallet_getAssets with account and the hex chainFilter; the services are not asked', async () => {
    const wallet = new AssetWallet({
      wallet_getCapabilities: { '0x7a69': { assetDiscovery: { supported: true } } },
      wallet_getAssets: { '0x7a69': [asset(), asset({ address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', type: 'NATIVE', balance: '0xde0b6b3a7640000', metadata: { name: 'Ether', symbol: 'ETH', iconUrl: '', decimals: 18, price: 3000 } })] },
    })
    const { services, paths } = await connected({ session: wallet, connectorType: 'AUTH' })
    const balances = await services.fetchTokenBalances()
    expect(wallet.requests.map((r) => r.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(wallet.requests[1]!.params).toEqual([{ account: ALICE, chainFilter: ['0x7a69'] }])
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'WTK', address: 'eip155:31337:0x0000000000000000000000000000000000000001', quantity: { decimals: '18', numeric: '2' }, value: 4 }),
      expect.objectContaining({ symbol: 'ETH', address: undefined, quantity: { decimals: '18', numeric: '1' } }),
    ])
    expect(balanceCalls(paths())).toBe(0)
  })

  it('SPEC §5 a wallet assets answer with one bad item is not accepted: the fetch fails', async () => {
    const wallet = new AssetWallet({
      wallet_getCapabilities: { '0x7a69': { assetDiscovery: { supported: true } } },
      wallet_getAssets: { '0x7a69': [asset(), asset({ type: 'ERC721' })] },
    })
    const { services, modal } = await connected({ session: wallet, connectorType: 'AUTH' })
    expect(await services.fetchTokenBalances()).toEqual([])
    expect(modal.stores.$toast.get().message).toBe('Token Balance Unavailable')
  })

  it('SPEC §4 without asset discovery the auth wallet falls back to the services', async () => {
    const wallet = new AssetWallet({ wallet_getCapabilities: { '0x7a69': {} } })
    const { services, paths } = await connected({ session: wallet, connectorType: 'AUTH' })
    expect((await services.fetchTokenBalances()).length).toBe(3)
    expect(wallet.requests.map((r) => r.method)).toEqual(['wallet_getCapabilities'])
    expect(balanceCalls(paths())).toBe(1)
  })
})
