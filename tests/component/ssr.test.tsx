// @vitest-environment node
// Server rendering (Next.js, Remix): in Node, without a DOM, every public entry point imports, and
// renderToString of a page with the provider and both buttons gives the same markup each time. The
// client's first render must be that markup too, so with `ssr: true` nothing stored is applied before
// the page has hydrated (the hydration itself is checked in Chromium: tests/e2e/hosts.test.ts). Runs
// on React 19 and, in component-react18, on React 18.
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { packageEntries } from '../../package-entries.mjs'
import { createModal } from '../../kernel'
import { eip155, localEvmNetwork } from '../../plugins/eip155'
import { ConnectButton, GangwayProvider, NetworkButton } from '../../ui'
import { MemoryStorage, testEnv } from '../unit/support/env'

const localA = localEvmNetwork(31337, 'http://127.0.0.1:1/', 'Local A')
const localB = localEvmNetwork(31338, 'http://127.0.0.1:2/', 'Local B')
const options = { projectId: 'ssr', plugins: [eip155()], networks: [localA, localB], ssr: true }

const page = (modal: ReturnType<typeof createModal>) =>
  renderToString(
    <GangwayProvider modal={modal}>
      <header>
        <NetworkButton />
        <ConnectButton />
      </header>
    </GangwayProvider>,
  )

// React reports server-rendering problems (a layout effect on the server …) on the console.
let reported: unknown[][] = []
beforeEach(() => {
  reported = []
  vi.spyOn(console, 'error').mockImplementation((...args) => void reported.push(args))
  vi.spyOn(console, 'warn').mockImplementation((...args) => void reported.push(args))
})
afterEach(() => {
  vi.restoreAllMocks()
  expect(reported).toEqual([])
})

describe('server rendering (issue 16)', () => {
  it('every public entry point imports in Node without a DOM', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    for (const name of Object.keys(packageEntries)) {
      const entry = (await import(/* @vite-ignore */ name)) as Record<string, unknown>
      expect(Object.keys(entry).length, name).toBeGreaterThan(0)
    }
  })

  it('renderToString of the provider with ConnectButton and NetworkButton is stable, on a modal made on the server', () => {
    // No environment given: the browser's, which on a server has no window and no storage.
    const first = page(createModal(options))
    const second = page(createModal(options))
    expect(first).toBe(second)
    expect(first).toBe(page(createModal(options)))
    // Each button is a host element whose shadow root is made on the client.
    expect(first).toBe('<header><span style="display:inline-block;vertical-align:middle"></span><span style="display:inline-block;vertical-align:middle"></span></header>')
  })

  it('ssr: true — a stored connection and network are applied only once the page has hydrated, so the first client render is the server one', async () => {
    const storage = new MemoryStorage().seed({
      active_caip_network_id: 'eip155:31338',
      active_namespace: 'eip155',
      connected_connector_ids: { eip155: 'io.gangway.nowhere' },
    })
    const modal = createModal(options, testEnv({ storage }))
    // Before hydration: what the server had (no storage there).
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(modal.stores.$activeNetwork.get()?.caipNetworkId).toBe('eip155:31337')
    expect(page(modal)).toBe(page(createModal(options)))
    modal.hydrated()
    modal.hydrated() // idempotent: GangwayProvider's effect may run twice in development
    expect(modal.stores.$activeNetwork.get()?.caipNetworkId).toBe('eip155:31338')
    expect(modal.stores.$account.get().status).toBe('connecting')
    // The stored wallet is not on this page: restoring ends disconnected, and forgets it.
    await modal.ready
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(storage.read('connected_connector_ids')).toEqual({})
    modal.destroy()
  })

  it('without ssr the stored state applies at once (a client-only page shows "Connecting…" from its first frame)', () => {
    const storage = new MemoryStorage().seed({ active_caip_network_id: 'eip155:31338', connected_connector_ids: { eip155: 'io.gangway.nowhere' } })
    const modal = createModal({ ...options, ssr: false }, testEnv({ storage }))
    expect(modal.stores.$activeNetwork.get()?.caipNetworkId).toBe('eip155:31338')
    expect(modal.stores.$account.get().status).toBe('connecting')
    modal.destroy()
  })
})
