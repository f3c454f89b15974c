import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nfts } from '../../../../plugins/features-nfts'
import { nftsController, visibleNfts, type Nft } from '../../../../plugins/features-nfts/controller'
import { eth, makeModal } from '../../support/modal'
import { ADDRESS_A, scriptedConnector, testNamespace } from '../../support/namespace'

const nft = (name: string, is_spam: boolean): Nft => ({
  id: `eip155:1:0xc0:${name.length}`,
  chainId: 'eip155:1',
  contract: { address: '0xc0', name, symbol: 'C', standard: 'ERC721' },
  tokenId: '1',
  amount: '1',
  name,
  preview: { url: `http://127.0.0.1/img/${name}` },
  flags: { is_spam },
})

describe('SPEC §5 NFTs flagged spam are hidden', () => {
  it('SPEC §3 flags.is_spam: flagged ones go, unflagged (or unknown) ones stay', () => {
    const list = [nft('Pass', false), nft('Claim Free Rewards', true), { ...nft('Unflagged', false), flags: undefined }]
    expect(visibleNfts(list).map((n) => n.name)).toEqual(['Pass', 'Unflagged'])
  })
})

describe('the NFTs of the connected account, from the services', () => {
  let server: Server
  let url: string
  let fail = false
  const asked: string[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '')
      res.setHeader('content-type', 'application/json')
      if (fail) {
        res.statusCode = 502
        return res.end(JSON.stringify({ error: 'Chain eip155:1 is unavailable' }))
      }
      res.end(JSON.stringify({ data: [nft('Pass', false), nft('Claim Free Rewards', true)], next: null }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('lists what GET /v1/account/{address}/nfts returns for the active chain, spam left out; a failure says so', async () => {
    const connector = scriptedConnector({ id: 'wallet', chain: 'eip155' })
    const evm = testNamespace('eip155', { connectors: [connector], capabilities: { tokenBalances: true, history: true } })
    const { modal } = makeModal({ plugins: [evm, nfts()], networks: [eth], options: { services: { api: url } } })
    await modal.connect('wallet', 'eip155')
    const controller = nftsController(modal)
    await controller.load()
    expect(controller.$nfts.get()).toMatchObject({ loading: false, failed: false, key: `${ADDRESS_A}@eip155:1` })
    expect(controller.$nfts.get().nfts.map((n) => n.name)).toEqual(['Pass'])
    const query = new URL(asked.at(-1)!, url)
    expect(query.pathname).toBe(`/v1/account/${ADDRESS_A}/nfts`)
    expect(query.searchParams.get('chainId')).toBe('eip155:1')
    expect(query.searchParams.get('projectId')).toBe('test-project')

    fail = true
    await controller.load()
    expect(controller.$nfts.get()).toMatchObject({ loading: false, failed: true })
    modal.destroy()
  })

  it('the tab needs the services and a namespace whose history they index', () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { capabilities: { tokenBalances: true, history: true } }), nfts()], networks: [eth] })
    expect(modal.isEnabled(modal.features[0]!)).toBe(false)
    const withApi = makeModal({ plugins: [testNamespace('eip155', { capabilities: { tokenBalances: true, history: true } }), nfts()], networks: [eth], options: { services: { api: url } } }).modal
    expect(withApi.isEnabled(withApi.features[0]!)).toBe(true)
    const noHistory = makeModal({ plugins: [testNamespace('eip155'), nfts()], networks: [eth], options: { services: { api: url } } }).modal
    expect(noHistory.isEnabled(noHistory.features[0]!)).toBe(false)
  })
})
