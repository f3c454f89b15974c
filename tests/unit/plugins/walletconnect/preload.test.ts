// All Wallets' first catalogue page, fetched ahead when the person heads for All Wallets (issue 15:
// rows in the click's frame), from the real services API; not at all for a visit that never does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletConnect } from '../../../../plugins/walletconnect'
import { baseQuery, firstPageNow } from '../../../../plugins/walletconnect/all-wallets/first-page'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { viewsOf } from '../../../../ui/views/registry'
import { eth, makeModal } from '../../support/modal'
import { evmOverRelay } from './setup'

let api: ApiServer
beforeAll(async () => {
  api = await startApi({ port: 0 })
})
afterAll(() => api?.stop())

function watched(features: { allWallets?: boolean } = {}) {
  const { modal } = makeModal({ plugins: [evmOverRelay(), walletConnect()], networks: [eth], options: { services: { catalogue: api.url }, features } })
  const requests: URL[] = []
  const fetching = modal.context.env.fetch
  modal.context.env.fetch = (input, init) => (requests.push(new URL(String(input))), fetching(input, init))
  const firstPage = () => requests.filter((r) => r.pathname === '/getWallets' && r.searchParams.get('page') === '1' && r.searchParams.get('entries') === '40')
  return { modal, requests, firstPage }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
}

describe('SPEC §7 §9 All Wallets fetched ahead', () => {
  it('SPEC §7 nothing before the modal opens, nor for All Wallets while no one heads for it; then the first page of 40 (once), kept for the view', async () => {
    const { modal, requests, firstPage } = watched()
    await new Promise((r) => setTimeout(r, 100))
    expect(requests).toEqual([])
    modal.open()
    await until(() => requests.length > 0) // the Connect list's recommended wallets
    await new Promise((r) => setTimeout(r, 200))
    expect(firstPage()).toEqual([])
    // A pointer over All Wallets, or focus on it.
    await viewsOf(modal).preload('AllWallets')
    expect(viewsOf(modal).isReady('AllWallets')).toBe(true)
    await until(() => firstPageNow(modal, baseQuery(modal)) !== undefined)
    expect(firstPage()).toHaveLength(1)
    expect(firstPageNow(modal, baseQuery(modal))?.data).toHaveLength(40)
    modal.close()
    modal.open()
    await viewsOf(modal).preload('AllWallets')
    await new Promise((r) => setTimeout(r, 100))
    expect(firstPage()).toHaveLength(1)
  })

  it('SPEC §5 features.allWallets off: no page is fetched ahead', async () => {
    // Headed for beside a modal with All Wallets on: by the time that one has its page, this one would have.
    const off = watched({ allWallets: false })
    const on = watched()
    off.modal.open()
    on.modal.open()
    await Promise.all([viewsOf(off.modal).preload('AllWallets'), viewsOf(on.modal).preload('AllWallets')])
    await until(() => firstPageNow(on.modal, baseQuery(on.modal)) !== undefined)
    expect(on.firstPage()).toHaveLength(1)
    expect(off.requests.length).toBeGreaterThan(0) // the Connect list's recommended wallets
    expect(off.firstPage()).toEqual([])
  })
})
