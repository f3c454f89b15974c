// SPEC §8 'Provider message mapping' through the WalletConnect plugin: the real local relay refuses
// the page's socket as the cloud relay does, and the modal shows the alert its words mean, once,
// while WalletConnect's view shows its error and the other wallets still connect.
import { act, fireEvent, waitFor, within, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createModal, type AlertCode, type Modal } from '../../kernel'
import { walletConnect, walletConnectState } from '../../plugins/walletconnect'
import { storedProjects } from '../../services/api/project/config'
import { openDatabase } from '../../services/api/store/db'
import { createProjectStore } from '../../services/api/store/projects'
import { startRelay, type RelayOptions, type RunningRelay } from '../../services/relay'
import { GangwayProvider } from '../../ui'
import { MemoryStorage as WalletConnectStorage } from '../unit/services/relay/memory-storage'
import { MemoryStorage } from '../unit/support/env'
import { eth } from '../unit/support/modal'
import { scriptedConnector } from '../unit/support/namespace'
import { evmOverRelay } from '../unit/plugins/walletconnect/setup'

const PROJECT = 'gangway-demo'
let relay: RunningRelay | undefined
let modal: Modal | undefined
let unmount: (() => void) | undefined
let closeDb: (() => void) | undefined

beforeAll(() => {
  vi.stubEnv('IS_VITEST', 'true')
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  return () => vi.unstubAllEnvs()
})
afterEach(async () => {
  unmount?.()
  if (modal) await walletConnectState(modal)?.dispose()
  modal?.destroy()
  await relay?.stop()
  closeDb?.()
  modal = unmount = relay = closeDb = undefined
})

/** The services' project registry (in memory) with one project on these origins. */
function projects(allowedOrigins: string[]) {
  const db = openDatabase(undefined)
  closeDb = () => db.close()
  const store = createProjectStore(db)
  store.put({ id: PROJECT, allowedOrigins })
  return storedProjects(store)
}

async function mount(relayOptions: Partial<RelayOptions>, projectId = PROJECT) {
  relay = await startRelay({ port: 0, ...relayOptions })
  const evm = evmOverRelay({ balance: 10n ** 18n, connectors: [scriptedConnector({ id: 'injected-test', name: 'Injected Test', chain: 'eip155' })] })
  modal = createModal(
    { projectId, plugins: [evm, walletConnect({ relayUrl: relay.url, storage: new WalletConnectStorage() })], networks: [eth] },
    { window, storage: new MemoryStorage(), fetch: (...args) => fetch(...args), isMobile: () => false },
  )
  const view = render(<GangwayProvider modal={modal} />)
  unmount = () => act(() => view.unmount())
  return () => within(document.querySelector('gangway-modal')!.shadowRoot as unknown as HTMLElement)
}

const shownAlerts = () => [...document.querySelector('gangway-modal')!.shadowRoot!.querySelectorAll('[data-alert]')].map((a) => a.getAttribute('data-alert'))

/** Picks WalletConnect, sees `code`'s alert and the view's error, tries again (no second alert), then connects another wallet. */
async function refusedThenOtherWallet(screen: () => ReturnType<typeof within>, code: AlertCode) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    act(() => modal!.open())
    fireEvent.click(await waitFor(() => screen().getByRole('button', { name: 'WalletConnect' })))
    const shown = await waitFor(() => screen().getByTestId('wc-error'), { timeout: 15_000 })
    expect(shown.textContent).toContain('Failed to connect')
    expect(modal!.stores.$alert.get()).toBe(code)
    await waitFor(() => expect(shownAlerts()).toEqual([code]))

    // Dismissed, it does not come back when the relay refuses again (SPEC §8: each alert shows once).
    fireEvent.click(screen().getByRole('button', { name: 'Dismiss' }))
    fireEvent.click(screen().getByRole('button', { name: 'Try again' }))
    await waitFor(() => screen().getByTestId('wc-error'), { timeout: 15_000 })
    expect(modal!.stores.$alert.get()).toBeUndefined()
    expect(shownAlerts()).toEqual([])

    // Nothing is lost: back on Connect, another wallet connects.
    fireEvent.click(screen().getByRole('button', { name: 'Back' }))
    fireEvent.click(await waitFor(() => screen().getByRole('button', { name: /Injected Test/ })))
    await waitFor(() => expect(modal!.stores.$account.get().status).toBe('connected'))
  } finally {
    errors.mockRestore()
  }
}

describe('WalletConnect relay refusals (SPEC §8 provider message mapping)', () => {
  it("SPEC §8 'Unauthorized: invalid key' from the relay shows the invalid project id alert once", async () => {
    const screen = await mount({ projects: projects(['http://localhost:*']) }, 'not-a-project')
    await refusedThenOtherWallet(screen, 'INVALID_PROJECT_ID')
  })

  it("SPEC §8 'Unauthorized: origin not allowed' from the relay shows 'Invalid App Configuration' once", async () => {
    expect(window.location.origin).not.toMatch(/^http:\/\/127\.0\.0\.1/)
    const screen = await mount({ projects: projects(['http://127.0.0.1:*']) })
    await refusedThenOtherWallet(screen, 'INVALID_APP_CONFIGURATION')
  })

  it("SPEC §8 'JWT validation error: JWT Token is not yet valid' from the relay shows 'Session Expired' once", async () => {
    // The relay's clock five minutes behind the device's: the page's relay-auth JWT is issued in its future.
    const screen = await mount({ now: () => Date.now() - 5 * 60_000 })
    await refusedThenOtherWallet(screen, 'SESSION_EXPIRED')
  })
})
