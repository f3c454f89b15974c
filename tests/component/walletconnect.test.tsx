// The WalletConnect views rendered by the real UI on a real kernel, with the real client pairing
// through the local relay (only the browser is happy-dom).
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createModal, type Modal, type ModalOptionsInput } from '../../kernel'
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

function mount(o: { isMobile?: boolean; manualWCControl?: boolean; options?: Partial<ModalOptionsInput> } = {}) {
  const evm = evmOverRelay({ balance: 10n ** 18n })
  modal = createModal(
    {
      projectId: 'test',
      plugins: [evm, walletConnect({ relayUrl: relay.url, storage: new WalletConnectStorage() })],
      networks: [eth],
      manualWCControl: o.manualWCControl ?? true,
      ...o.options,
    },
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
    expect(screen().getByText('Scan with your phone')).toBeTruthy()
    expect(screen().queryByRole('button', { name: 'Open in a wallet' })).toBeNull()

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

  it('SPEC §2 the WalletConnect view on a phone does not ask to scan with a phone: it opens the link in a wallet on the phone, or copies it', async () => {
    const opened: Array<[string, string]> = []
    const open = vi.spyOn(window, 'open').mockImplementation((url, target) => (opened.push([String(url), target ?? '']), null))
    try {
      const screen = mount({ isMobile: true, manualWCControl: false })
      act(() => modal!.open())
      // Without a catalogue, All Wallets opens no wallet by its link: the QR code's row stays on Connect.
      fireEvent.click(await waitFor(() => screen().getByRole('button', { name: 'WalletConnect' })))
      const copy = await waitFor(() => {
        const b = screen().getByTestId('wc-copy-link')
        if (!b.getAttribute('data-uri')) throw new Error('no URI yet')
        return b
      }, { timeout: 10_000 })
      expect(screen().getByText('Open the link in your wallet')).toBeTruthy()
      expect(screen().getByText('Open it in a WalletConnect wallet on this phone, or copy it and paste it into the wallet.')).toBeTruthy()
      expect(screen().queryByText(/scan/i)).toBeNull()
      fireEvent.click(screen().getByRole('button', { name: 'Open in a wallet' }))
      expect(opened).toEqual([[copy.getAttribute('data-uri')!, '_self']])
    } finally {
      open.mockRestore()
    }
  })

  it('SPEC §2 on a phone, a wallet with no app link of its own is told to paste the link in, not to scan', async () => {
    const screen = mount({ isMobile: true, manualWCControl: false, options: { customWallets: [{ id: 'paste-only', name: 'Paste Wallet' }] } })
    act(() => modal!.open())
    fireEvent.click(await waitFor(() => screen().getByRole('button', { name: 'Paste Wallet' })))
    await waitFor(() => screen().getByText('Paste the link in Paste Wallet'))
    expect(screen().getByText('Copy the link, then paste it into Paste Wallet on this phone to connect.')).toBeTruthy()
    expect(screen().queryByText(/scan/i)).toBeNull()
    expect(screen().queryByRole('button', { name: 'Open in a wallet' })).toBeNull()
    expect(screen().getByTestId('wc-copy-link')).toBeTruthy()
  })
})
