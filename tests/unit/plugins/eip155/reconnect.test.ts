// @vitest-environment happy-dom
// Picking the wallet that is already connected (Switch wallet → Add wallet, or modal.connect twice):
// a browser wallet holds one grant per site, so the new session and the one it replaces share it.
import { afterEach, describe, expect, it } from 'vitest'
import { createModal, type Modal } from '../../../../kernel/modal'
import { eip155, localEvmNetwork } from '../../../../plugins/eip155'
import { testEnv } from '../../support/env'
import { FakeProvider } from '../../support/eip1193'

const mainnet = localEvmNetwork(1, 'http://127.0.0.1:9', 'Ethereum')
const offline: typeof fetch = () => Promise.reject(new TypeError('offline'))
const cleanups: Array<() => void> = []
const modals: Modal[] = []

afterEach(() => {
  modals.splice(0).forEach((m) => m.destroy())
  cleanups.splice(0).forEach((cleanup) => cleanup())
})

/** A wallet like MetaMask: revoking the site's permission ends its accounts at once (accountsChanged []). */
function grantingWallet(): FakeProvider {
  let granted = false
  const provider: FakeProvider = new FakeProvider({
    handlers: {
      eth_requestAccounts: () => {
        granted = true
        return ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']
      },
      eth_accounts: () => (granted ? ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'] : []),
      wallet_revokePermissions: () => {
        granted = false
        provider.emit('accountsChanged', [])
        return null
      },
    },
  })
  const detail = Object.freeze({ info: { uuid: 'mm-uuid', name: 'MetaMask', icon: 'data:,', rdns: 'io.metamask' }, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  announce()
  return provider
}

describe('eip155: connecting the wallet that is already connected (SPEC §4 connection flows)', () => {
  it('SPEC §4 connecting the same browser wallet again resolves with its address and leaves it connected, its grant not revoked', async () => {
    const provider = grantingWallet()
    const m = createModal({ projectId: 'p', plugins: [eip155()], networks: [mainnet], logLevel: 'silent' }, testEnv({ window, fetch: offline }))
    modals.push(m)
    await m.ready
    await m.connect('io.metamask')
    await expect(m.connect('io.metamask')).resolves.toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await Promise.resolve()
    expect(m.stores.$account.get()).toMatchObject({ status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(provider.methods()).not.toContain('wallet_revokePermissions')
    // One session follows the wallet, not two: the replaced one stopped listening.
    expect(provider.listenerCount('accountsChanged')).toBe(1)
    provider.emit('accountsChanged', [])
    expect(m.stores.$account.get().status).toBe('disconnected')
  })
})
