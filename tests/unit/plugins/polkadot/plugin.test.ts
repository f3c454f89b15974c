// The polkadot plugin with the demo's dev Polkadot extension (window.injectedWeb3, real sr25519 keys) and
// the local Substrate chain (chopsticks running Rococo Asset Hub's runtime offline). One chain for the
// whole file: it takes seconds to start.
import '@polkadot/api-augment'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatUnits } from '../../../../kernel/format'
import { createModal } from '../../../../kernel/modal'
import type { Modal } from '../../../../kernel/modal'
import { localPolkadotNetwork, polkadot, type PolkadotNetwork } from '../../../../plugins/polkadot'
import { encodeSs58, decodeSs58 } from '../../../../plugins/polkadot/ss58'
import { createPolkadotDevWallet, DEV_POLKADOT_WALLET_KEY, type PolkadotDevWallet } from '../../../../demo/dev-wallet/polkadot'
import { DEV_POLKADOT_ADDRESSES } from '../../../../services/dev/polkadot-accounts'
import { DEV_ROC_BALANCE, startLocalPolkadot, type LocalPolkadot } from '../../../../services/polkadot'
import { MemoryStorage, testEnv } from '../../support/env'
import { pageWindow } from '../../support/solana'

let chain: LocalPolkadot
let api: ApiPromise
const modals: Modal[] = []
beforeAll(async () => {
  chain = await startLocalPolkadot({ port: 0 })
  api = await ApiPromise.create({ provider: new WsProvider(chain.url), noInitWarn: true, throwOnConnect: true })
}, 120_000)
afterAll(async () => {
  modals.forEach((m) => m.destroy())
  await api?.disconnect()
  await chain?.stop()
})

const [ALICE, BOB, CHARLIE, DAVE] = DEV_POLKADOT_ADDRESSES as [string, string, string, string]
const free = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()
const NAME = 'Dev Polkadot Wallet (local)'

interface Page {
  window: Window
  storage: MemoryStorage
  walletStorage: MemoryStorage
  wallet: PolkadotDevWallet
}
function page(walletStorage = new MemoryStorage(), storage = new MemoryStorage()): Page {
  const window = pageWindow()
  const wallet = createPolkadotDevWallet({ storage: walletStorage })
  wallet.install(window)
  return { window, storage, walletStorage, wallet }
}
const network = (o: { ss58Format?: number } = {}): PolkadotNetwork => localPolkadotNetwork({ genesisHash: chain.genesisHash, rpcUrl: chain.httpUrl, ...o })
function open(p: Page, o: { network?: PolkadotNetwork } = {}) {
  const modal = createModal(
    { projectId: 'test', plugins: [polkadot({ wallets: { [DEV_POLKADOT_WALLET_KEY]: { name: NAME } } })], networks: [o.network ?? network()], logLevel: 'silent', metadata: { name: 'Gangway test', description: '', url: 'http://127.0.0.1', icons: [] } },
    testEnv({ window: p.window, storage: p.storage }),
  )
  modals.push(modal)
  return modal
}
async function connected(p = page(), o: { network?: PolkadotNetwork } = {}) {
  const modal = open(p, o)
  await modal.ready
  const address = await modal.connect(DEV_POLKADOT_WALLET_KEY, 'polkadot')
  return { modal, page: p, address, session: modal.session('polkadot')! }
}

describe('window.injectedWeb3 discovery', () => {
  it('each extension becomes a polkadot connector, named by the host where it names it', () => {
    const p = page()
    const modal = open(p)
    expect(modal.stores.$connectors.get().map((c) => [c.id, c.name, c.chain, c.type])).toEqual([[DEV_POLKADOT_WALLET_KEY, NAME, 'polkadot', 'ANNOUNCED']])
  })
})

describe('a Polkadot session (SPEC §4, §6)', { timeout: 30_000 }, () => {
  it('SPEC §6 connecting gives the eoa account with its public key; enable() was told the site name; the balance is system.account free, exactly', async () => {
    const { modal, address, page: p } = await connected()
    expect(address).toBe(ALICE)
    expect(modal.stores.$account.get().accounts).toEqual([{ address: ALICE, type: 'eoa', publicKey: `0x${Buffer.from(decodeSs58(ALICE)!.publicKey).toString('hex')}` }])
    expect(p.wallet.getState().origins).toEqual(['Gangway test'])
    await expect.poll(() => modal.stores.$account.get().balance, { timeout: 20_000 }).toBeDefined()
    expect(modal.stores.$account.get()).toMatchObject({ balanceSymbol: 'ROC', caipAddress: `${network().caipNetworkId}:${ALICE}` })
    expect(modal.stores.$account.get().balance).toBe(formatUnits(await free(ALICE), 12))
  })

  it('SPEC §5 on a network with an SS58 format, addresses are shown in it (here Kusama-style 2)', async () => {
    const { modal, address } = await connected(page(), { network: network({ ss58Format: 2 }) })
    expect(address).toBe(encodeSs58(decodeSs58(ALICE)!.publicKey, 2))
    expect(modal.stores.$account.get().address).toBe(address)
  })

  it('signs a message through signRaw; the sr25519 signature verifies for the account', async () => {
    const { modal } = await connected()
    const signature = await modal.signMessage('Hello from Gangway')
    expect(signatureVerify('Hello from Gangway', signature, ALICE).isValid).toBe(true)
    expect(signatureVerify('Hello from Gangway?', signature, ALICE).isValid).toBe(false)
  })

  it("SPEC §4 a refused enable() is 'Connection rejected'", async () => {
    const p = page()
    const modal = open(p)
    p.wallet.reject()
    await expect(modal.connect(DEV_POLKADOT_WALLET_KEY, 'polkadot')).rejects.toThrow(/^Connection rejected$/)
  })

  it('SPEC §4 an account switch in the extension resyncs the account; a reload restores the connection', async () => {
    const { modal, page: p } = await connected()
    p.wallet.setAccount(2)
    expect(modal.stores.$account.get().address).toBe(CHARLIE)
    modal.destroy()
    const again = open(page(p.walletStorage, p.storage))
    await again.ready
    await expect.poll(() => again.stores.$account.get().address).toBe(CHARLIE)
  })
})

describe('sending on the local Substrate chain: balances.transferKeepAlive', { timeout: 60_000 }, () => {
  it('the receiver gets exactly 1.25 ROC; the sender pays the amount and a fee; confirm waits for the block', async () => {
    const p = page()
    p.wallet.setAccount(3) // Dave
    const { modal, session } = await connected(p)
    const t = await polkadot().capabilities.transfers!.load()
    const [daveBefore, bobBefore] = [await free(DAVE), await free(BOB)]
    const hash = await t.send(modal.context, session, { network: network(), from: DAVE, to: BOB, amount: 1_250_000_000_000n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await t.confirm!(modal.context, network(), hash)
    expect((await free(BOB)) - bobBefore).toBe(1_250_000_000_000n)
    const paid = daveBefore - (await free(DAVE))
    expect(paid).toBeGreaterThan(1_250_000_000_000n)
    expect(paid - 1_250_000_000_000n).toBeLessThan(10n ** 10n) // a fee, not more
    expect(DEV_ROC_BALANCE).toBe(10n ** 15n)
  })

  it('a transfer that would leave less than the existential deposit is refused by the chain, and confirm says so', async () => {
    const p = page()
    p.wallet.setAccount(4)
    const { modal, session } = await connected(p)
    const t = await polkadot().capabilities.transfers!.load()
    const eve = DEV_POLKADOT_ADDRESSES[4]!
    const all = await free(eve)
    const sent = t.send(modal.context, session, { network: network(), from: eve, to: ALICE, amount: all }).then((hash) => t.confirm!(modal.context, network(), hash))
    await expect(sent).rejects.toThrow()
    expect(await free(eve)).toBeGreaterThan(all - 10n ** 10n)
  })

  it("a 'Max' keeps back the existential deposit and twice a transfer's fee", async () => {
    const { modal } = await connected()
    const t = await polkadot().capabilities.transfers!.load()
    const reserve = await t.feeReserve!(modal.context, network())
    expect(reserve).toBeGreaterThan(api.consts.balances.existentialDeposit.toBigInt())
  })
})
