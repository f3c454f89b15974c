// The wallets WalletConnect adds to the Connect list (SPEC §9), from the real services API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogueClient } from '../../../../plugins/walletconnect/catalogue/client'
import { walletConnect } from '../../../../plugins/walletconnect'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { loopbackFetch, MemoryStorage } from '../../support/env'
import { eth, makeModal, sol } from '../../support/modal'
import { scriptedConnector, testNamespace } from '../../support/namespace'
import { evmOverRelay, solanaOverRelay } from './setup'
import type { Connector } from '../../../../kernel/plugin'

let api: ApiServer
let ids: string[]
beforeAll(async () => {
  api = await startApi({ port: 0 })
  const catalogue = createCatalogueClient({ fetch: loopbackFetch, baseUrl: api.url, projectId: 't', sdkType: 'gangway', sdkVersion: 'v' })
  ids = (await catalogue.getWallets({ entries: 40, chains: ['eip155:1'] })).data.map((w) => w.id)
})
afterAll(() => api?.stop())

const evm = (connectors: Connector[] = []) => evmOverRelay({ connectors })
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
}

describe('SPEC §9 wallets WalletConnect lists', () => {
  it('one WalletConnect connector per namespace whose plugin has WalletConnect methods', () => {
    const { modal } = makeModal({ plugins: [evm(), testNamespace('bip122'), walletConnect()] })
    expect(modal.stores.$connectors.get().map((c) => [c.id, c.chain, c.type])).toEqual([['walletConnect', 'eip155', 'WALLET_CONNECT']])
    const solana = makeModal({ plugins: [evm(), solanaOverRelay(), walletConnect()], networks: [eth, sol] })
    expect(solana.modal.stores.$wallets.get().map((w) => [w.name, w.connectors.length])).toEqual([['WalletConnect', 2]])
  })

  it('SPEC §2 on a phone with the catalogue, the QR code (the plain WalletConnect entry) is behind All Wallets; on a desktop, or with no catalogue to deep-link from, it is not', () => {
    const plain = (o: Parameters<typeof makeModal>[0]) => makeModal(o).modal.stores.$wallets.get().find((w) => w.name === 'WalletConnect')!.connectors[0]!.behindAllWallets
    const catalogue = { services: { catalogue: api.url } }
    expect(plain({ plugins: [evm(), walletConnect()], isMobile: true, options: catalogue })).toBe(true)
    expect(plain({ plugins: [evm(), walletConnect()], isMobile: false, options: catalogue })).toBe(false)
    expect(plain({ plugins: [evm(), walletConnect()], isMobile: true })).toBe(false)
  })

  it('SPEC §9 nothing is fetched before the modal opens; then featured, custom and 4 recommended join in connector order', async () => {
    const featured = ids[20]!
    const requests: string[] = []
    const { modal } = makeModal({
      plugins: [evm([scriptedConnector({ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby', chain: 'eip155' })]), walletConnect()],
      networks: [eth],
      options: {
        services: { catalogue: api.url },
        featuredWalletIds: [featured],
        customWallets: [{ id: 'my-wallet', name: 'My Custom Wallet', mobile_link: 'mywallet://' }],
      },
    })
    const fetching = modal.context.env.fetch
    modal.context.env.fetch = (input, init) => (requests.push(String(input)), fetching(input, init))
    await new Promise((r) => setTimeout(r, 20))
    expect(requests).toEqual([])
    modal.open()
    await until(() => modal.stores.$wallets.get().filter((w) => w.connectors[0]?.group === 'recommended').length === 4)
    const wallets = modal.stores.$wallets.get()
    const groups = wallets.map((w) => (w.connectors[0]?.type === 'WALLET_CONNECT' && !w.connectors[0].explorerId ? 'walletConnect' : (w.connectors[0]?.group ?? (w.installed ? 'injected' : 'external'))))
    expect(groups).toEqual(['walletConnect', 'injected', 'featured', 'custom', 'recommended', 'recommended', 'recommended', 'recommended'])
    expect(wallets[2]!.id).toBe(featured)
    expect(wallets.slice(4).map((w) => w.id)).toEqual(ids.slice(0, 4))
    expect(requests.every((r) => r.startsWith(`${api.url}/getWallets?`))).toBe(true)
  })

  it('SPEC §9 recent catalogue wallets are fetched by id and listed as recent, right after WalletConnect', async () => {
    const storage = new MemoryStorage().seed({ recent_wallets: [ids[30]!, 'io.rabby'] })
    const { modal } = makeModal({ plugins: [evm(), walletConnect()], networks: [eth], storage, options: { services: { catalogue: api.url } } })
    modal.open()
    await until(() => modal.stores.$wallets.get().some((w) => w.recent))
    const [first, second] = modal.stores.$wallets.get()
    expect(first!.name).toBe('WalletConnect')
    expect(second).toMatchObject({ id: ids[30], recent: true })
  })
})
