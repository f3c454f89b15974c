// The WalletConnect views rendered by the real UI on a real kernel, with the real client pairing
// through the local relay (only the browser is happy-dom).
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createModal, type Modal } from '../../kernel'
import { walletConnect, walletConnectState } from '../../plugins/walletconnect'
import { startRelay, type RunningRelay } from '../../services/relay'
import { GangwayProvider } from '../../ui'
import { MemoryStorage as WalletConnectStorage } from '../unit/services/relay/memory-storage'
import { MemoryStorage } from '../unit/support/env'
import { eth } from '../unit/support/modal'
import { evmOverRelay } from '../unit/plugins/walletconnect/setup'
import { startTestWallet, type TestWallet } from '../unit/support/wc-wallet'

let relay: RunningRelay
let wallet: TestWallet
let modal: Modal | undefined
let unmount: (() => void) | undefined

beforeAll(async () => {
  vi.stubEnv('IS_VITEST', 'true')
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  relay = await startRelay({ port: 0 })
  wallet = await startTestWallet(relay.url)
})
afterEach(async () => {
  unmount?.()
  if (modal) await walletConnectState(modal)?.dispose()
  modal?.destroy()
  modal = unmount = undefined
})
afterAll(async () => {
  await wallet?.close()
  await relay?.stop()
  vi.unstubAllEnvs()
})

function mount(o: { isMobile?: boolean } = {}) {
  const evm = evmOverRelay({ balance: 10n ** 18n })
  modal = createModal(
    { projectId: 'test', plugins: [evm, walletConnect({ relayUrl: relay.url, storage: new WalletConnectStorage() })], networks: [eth], manualWCControl: true },
    { window, storage: new MemoryStorage(), fetch: (...args) => fetch(...args), isMobile: () => o.isMobile ?? false },
  )
  const view = render(<GangwayProvider modal={modal} />)
  unmount = () => act(() => view.unmount())
  return () => within(document.querySelector('gangway-modal')!.shadowRoot as unknown as HTMLElement)
}

describe('WalletConnect views', () => {
  it('SPEC §2 with manual WalletConnect control, opening on desktop shows the basic view: a QR code of the pairing and a copy link', async () => {
    const screen = mount()
    act(() => modal!.open())
    const qr = await waitFor(() => screen().getByTestId('wc-qr'), { timeout: 10_000 })
    expect(screen().getByRole('heading').textContent).toBe('WalletConnect')
    const uri = qr.getAttribute('data-uri')!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(screen().getByTestId('wc-copy-link').getAttribute('data-uri')).toBe(uri)
    expect(screen().getByRole('img', { name: 'WalletConnect QR code for your wallet' })).toBe(qr)

    await wallet.approve(await wallet.pair(uri), ['eip155:1'])
    await waitFor(() => expect(modal!.stores.$open.get()).toBe(false), { timeout: 10_000 })
    expect(modal!.stores.$account.get()).toMatchObject({ status: 'connected', address: wallet.evmAddress })
  })

  it('the copy link button puts the pairing URI on the clipboard and says so', async () => {
    const writes: string[] = []
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void writes.push(text) }, configurable: true })
    const screen = mount()
    act(() => modal!.open())
    const button = await waitFor(() => {
      const b = screen().getByTestId('wc-copy-link')
      if (!b.getAttribute('data-uri')) throw new Error('no URI yet')
      return b
    }, { timeout: 10_000 })
    fireEvent.click(button)
    await waitFor(() => expect(writes).toEqual([button.getAttribute('data-uri')]))
    expect((await screen().findByRole('status')).textContent).toContain('Link copied')
  })
})
