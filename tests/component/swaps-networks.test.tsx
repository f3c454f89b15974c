// SPEC §9 swap networks in the UI: Account offers Swap only while the active network is one of them
// (the SPEC's list, or the host's features.swapNetworks), and Swap opened anywhere else says SPEC §8's
// 'Network not supported for Swaps' without asking the services. Real kernel, chain and services.
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FeatureFlags } from '../../kernel'
import { swaps } from '../../plugins/features-swaps'
import { mountFeatures, useChainServices, type FeatureHarness } from './services-harness'

const ctx = useChainServices()
let h: FeatureHarness | undefined
afterEach(() => {
  h?.unmount()
  h = undefined
  vi.restoreAllMocks()
})

/** The dev wallet connected on Local A (31337, where the services swap) with 31999 (where they do not) beside it. */
async function connected(features: FeatureFlags = {}) {
  h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [swaps()], chainIds: [31337, 31999], features })
  await h.connect()
}

async function openAccount(): Promise<ReturnType<FeatureHarness['screen']>> {
  act(() => h!.modal.open())
  const screen = h!.screen()
  await screen.findByTestId('account-address', {}, { timeout: 10_000 })
  return screen
}

const switchTo = (id: number) => act(() => h!.modal.switchNetwork(h!.modal.stores.$networks.get().find((n) => n.id === id)!))

/** The services' swap routes asked for so far (SPEC §7 /v1/convert/*). */
function convertRequests() {
  const spy = vi.spyOn(globalThis, 'fetch')
  return () => spy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input))).filter((url) => url.includes('/v1/convert/'))
}

describe('SPEC §9 swap networks in Account and the Swap view', () => {
  it('SPEC §9 swap networks: features.swapNetworks [31337] adds the local chain: Account offers Swap there, not on 31999, and follows each switch', async () => {
    await connected({ swapNetworks: [31337] })
    const screen = await openAccount()
    expect(await screen.findByRole('button', { name: 'Swap' })).toBeTruthy()
    await switchTo(31999)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull())
    expect(screen.getByTestId('account-address')).toBeTruthy()
    await switchTo(31337)
    expect(await screen.findByRole('button', { name: 'Swap' })).toBeTruthy()
  })

  it('SPEC §9 swap networks: without the option only SPEC §9\'s chains are swap networks, so Account on the local chain has no Swap', async () => {
    await connected()
    const screen = await openAccount()
    // Account drew its header for the connected account, with no action for Swap.
    await waitFor(() => expect(h!.modal.stores.$activeNetwork.get()?.id).toBe(31337))
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
  })

  it("SPEC §8 Swap opened on a network outside the list says 'Network not supported for Swaps' instead of the form, and asks the services nothing", async () => {
    const asked = convertRequests()
    await connected()
    act(() => h!.modal.open({ view: 'Swap' }))
    const message = await h!.screen().findByTestId('swap-unavailable', {}, { timeout: 10_000 })
    expect(message.textContent).toContain('Network not supported for Swaps')
    expect(h!.screen().queryByTestId('swap-from-token')).toBeNull()
    expect(asked()).toEqual([])
  })

  it("SPEC §8 switching to a network outside the list while Swap is open says 'Network not supported for Swaps', without asking the services about that network", async () => {
    const asked = convertRequests()
    await connected({ swapNetworks: [31337] })
    act(() => h!.modal.open({ view: 'Swap' }))
    const screen = h!.screen()
    await screen.findByTestId('swap-from-token', {}, { timeout: 10_000 })
    expect(asked().some((url) => url.includes('eip155%3A31337') || url.includes('eip155:31337'))).toBe(true)
    await switchTo(31999)
    expect((await screen.findByTestId('swap-unavailable', {}, { timeout: 10_000 })).textContent).toContain('Network not supported for Swaps')
    expect(asked().filter((url) => url.includes('31999'))).toEqual([])
  })
})
