// All Wallets' first catalogue page, fetched ahead once the open modal is idle (issue 15: rows in
// the click's frame), from the real services API; never before the person opens the modal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletConnect } from '../../../../plugins/walletconnect'
import { baseQuery, firstPageNow } from '../../../../plugins/walletconnect/all-wallets/first-page'
import { startApi, type ApiServer } from '../../../../services/api/server'
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
  it('SPEC §7 nothing before the modal opens; once it is open and idle, the first page of 40 (once), kept for the view', async () => {
    const { modal, requests, firstPage } = watched()
    await new Promise((r) => setTimeout(r, 100))
    expect(requests).toEqual([])
    modal.open()
    await until(() => firstPageNow(modal, baseQuery(modal)) !== undefined)
    expect(firstPage()).toHaveLength(1)
    expect(firstPageNow(modal, baseQuery(modal))?.data).toHaveLength(40)
    modal.close()
    modal.open()
    await new Promise((r) => setTimeout(r, 100))
    expect(firstPage()).toHaveLength(1)
  })

  it('SPEC §5 features.allWallets off: no page is fetched ahead', async () => {
    // Opened beside a modal with All Wallets on: by the time that one has its page, this one would have.
    const off = watched({ allWallets: false })
    const on = watched()
    off.modal.open()
    on.modal.open()
    await until(() => firstPageNow(on.modal, baseQuery(on.modal)) !== undefined)
    expect(on.firstPage()).toHaveLength(1)
    expect(off.requests.length).toBeGreaterThan(0) // the Connect list's recommended wallets
    expect(off.firstPage()).toEqual([])
  })
})
