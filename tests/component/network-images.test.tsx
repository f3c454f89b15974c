// Network logos (SPEC §3 Network.assets, §7 GET /public/getAssetImage/{id}): the Networks rows, the
// network button and Account's network chip show the catalogue's image of the network, the letter (or
// the generic icon) without one, and nothing is loaded before the person first opens the modal.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { view } from '../../kernel/router'
import type { ServiceUrls } from '../../kernel/options'
import { localEvmNetwork } from '../../plugins/eip155'
import { ConnectButton, NetworkButton } from '../../ui'
import { modalsOnChain } from './harness'

const modals = modalsOnChain()
const CATALOGUE = 'http://127.0.0.1:9/catalogue'
const LOGO = `${CATALOGUE}/public/getAssetImage/local-a`

function mount(ui: React.ReactNode, services: ServiceUrls = { catalogue: CATALOGUE }) {
  const network = { ...localEvmNetwork(modals.chain.chainId, modals.chain.url, 'Local A'), assets: { imageId: 'local-a' } }
  return modals.mount(ui, { options: { networks: [network], services } })
}

/** The Networks view's row of Local A, once shown. */
async function networksRow(h: ReturnType<typeof mount>) {
  act(() => h.modal.open({ view: view('Networks') }))
  const screen = h.modalScreen()
  await screen.findByText('Local A')
  return screen.getByText('Local A').closest('button')!
}

describe('network logos', () => {
  it('SPEC §7 GET /public/getAssetImage/{id}: a Networks row shows the catalogue\'s image of the network\'s imageId', async () => {
    const h = mount(<ConnectButton />)
    const row = await networksRow(h)
    await waitFor(() => expect(row.querySelector('img')?.getAttribute('src')).toBe(LOGO))
    expect(row.querySelector('img')?.getAttribute('loading')).toBe('lazy')
  })

  it('SPEC §7 GET /public/getAssetImage/{id}: without a catalogue or services URL the row keeps the network\'s letter', async () => {
    const h = mount(<ConnectButton />, {})
    const row = await networksRow(h)
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('.wallet-icon')?.textContent).toBe('L')
  })

  it('SPEC §9 image timeout: a network logo that fails to load gives way to the letter', async () => {
    const h = mount(<ConnectButton />)
    const row = await networksRow(h)
    await waitFor(() => expect(row.querySelector('img')).not.toBeNull())
    act(() => {
      fireEvent.error(row.querySelector('img')!)
    })
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('.wallet-icon')?.textContent).toBe('L')
  })

  it('SPEC §7 nothing is fetched before the first open: the network button shows the generic icon until then, the logo after', async () => {
    const h = mount(<NetworkButton />)
    const button = h.buttonScreen().getByTestId('network-button')
    await waitFor(() => expect(button.textContent).toBe('Local A'))
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('svg')).not.toBeNull()
    act(() => h.modal.open())
    act(() => h.modal.close())
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toBe(LOGO))
  })

  it("SPEC §9 image timeout: the network button's letter, when its logo fails, is a badge styled by the button's own stylesheet", async () => {
    const h = mount(<NetworkButton />)
    const button = h.buttonScreen().getByTestId('network-button')
    act(() => h.modal.open())
    act(() => h.modal.close())
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull())
    act(() => {
      fireEvent.error(button.querySelector('img')!)
    })
    const letter = button.querySelector('.wallet-icon')
    expect(letter?.textContent).toBe('L')
    // The button's shadow root has the buttons' stylesheet (not the modal's): it must style the letter.
    const root = button.getRootNode() as ShadowRoot
    const rules = [...(root.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[]
    const styles = [...rules.map((rule) => rule.cssText), ...[...root.querySelectorAll('style')].map((style) => style.textContent ?? '')].join('\n')
    expect(styles, "the buttons' stylesheet, not the modal's").not.toContain('.dialog')
    const badge = rules.find((rule) => rule.selectorText?.split(',').some((selector) => /^\.wallet-icon$/.test(selector.trim())))
    expect(badge, 'a rule for the letter\'s class').toBeDefined()
    // The badge: a centred letter in a bordered, rounded box (its size is the button's 16 px, set inline).
    for (const property of ['display', 'place-items', 'border-radius', 'border', 'font-weight']) expect(badge!.style.getPropertyValue(property), property).not.toBe('')
    expect((letter as HTMLElement).style.width).toBe('16px')
  })

  it('SPEC §7 GET /public/getAssetImage/{id}: Account\'s network chip shows the active network\'s logo', async () => {
    const h = mount(<ConnectButton />)
    fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
    fireEvent.click(await h.modalScreen().findByText('Dev Wallet (local)'))
    await waitFor(() => expect(h.modal.stores.$open.get()).toBe(false))
    act(() => h.modal.open())
    const chip = (await h.modalScreen().findByTestId('account-network')).closest('button')!
    await waitFor(() => expect(chip.querySelector('img')?.getAttribute('src')).toBe(LOGO))
  })
})
