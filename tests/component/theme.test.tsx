// The theme contract on the rendered modal: SPEC §9's defaults, every variable read by the styles,
// the host's variables, the presets, and 'system' following the device's colour scheme.
import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { darkPalette, darkTheme, lightPalette, midnightTheme, type ThemeVariables } from '../../kernel'
import { ConnectButton } from '../../ui'
import { modalsOnChain, type Harness, type ModalsOnChain } from './harness'

const modals = modalsOnChain()
let h: Harness | undefined

async function openModal(options: NonNullable<Parameters<ModalsOnChain['mount']>[1]>['options'] = {}) {
  h = modals.mount(<ConnectButton />, { options })
  act(() => h!.modal.open())
  await h.modalScreen().findByRole('dialog')
  const host = document.querySelector('gangway-modal') as HTMLElement
  const root = host.shadowRoot!
  const sheets = [...(root.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
  const styles = [...sheets, ...[...root.querySelectorAll('style')].map((style) => style.textContent ?? '')].join('\n')
  return { host, styles }
}

/** A colour-scheme query the test controls, as the device would. */
function deviceScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.spyOn(window, 'matchMedia').mockImplementation((text: string) => (text === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList)
  return {
    set(next: boolean) {
      query.matches = next
      listeners.forEach((listener) => listener())
    },
  }
}

describe('themes', () => {
  it("SPEC §9 defaults: 360 px wide, Inter, base size 10 px, radius 4 px, z-index 999, light #fff and dark #121313", async () => {
    const { styles } = await openModal()
    for (const [name, value] of [['--gw-modal-width', '360px'], ['--gw-font-size-master', '10px'], ['--gw-border-radius-master', '4px'], ['--gw-z-index', '999'], ['--gw-bg', '#fff']]) {
      expect(styles).toContain(`${name}: ${value};`)
    }
    expect(styles).toMatch(/--gw-font-family: Inter,/)
    expect(styles).toContain('--gw-bg: #121313;')
  })

  it('SPEC §9 themeVariables: every variable a host may set is read by a rule of the modal, in light and dark', async () => {
    const { styles } = await openModal()
    const names = new Set([...Object.keys(lightPalette), ...Object.keys(darkPalette)])
    for (const name of names) expect(styles, name).toContain(`var(${name})`)
  })

  it("SPEC §9 themeVariables: the host's values apply to the modal; a name Gangway does not know is warned about once", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const themeVariables = { '--gw-accent': '#ff0055', '--gw-z-index': 5000, '--gw-acent': 'red' } as ThemeVariables
    const { host } = await openModal({ themeVariables, logLevel: 'warn' })
    expect(host.style.getPropertyValue('--gw-accent')).toBe('#ff0055')
    expect(host.style.getPropertyValue('--gw-z-index')).toBe('5000')
    const about = warn.mock.calls.filter((call) => call.join(' ').includes('--gw-acent'))
    expect(about).toHaveLength(1)
    expect(warn.mock.calls.some((call) => call.join(' ').includes('--gw-accent:'))).toBe(false)
  })

  it("presets: darkTheme({ accent }) is the dark mode with that accent; midnightTheme brings its palette", async () => {
    let { host } = await openModal(darkTheme({ accent: '#7c3aed', radius: 'large' }))
    expect(host.dataset.theme).toBe('dark')
    expect(host.style.getPropertyValue('--gw-accent')).toBe('#7c3aed')
    expect(host.style.getPropertyValue('--gw-border-radius-master')).toBe('6px')
    h!.unmount()
    ;({ host } = await openModal(midnightTheme()))
    expect(host.dataset.theme).toBe('dark')
    expect(host.style.getPropertyValue('--gw-bg')).toBe('#0b1020')
  })

  it("SPEC §9 themeMode 'system': the modal follows the device's colour scheme and its changes, until the host picks a mode", async () => {
    const device = deviceScheme(true)
    const { host } = await openModal({ themeMode: 'system' })
    expect(host.dataset.theme).toBe('dark')
    act(() => device.set(false))
    expect(host.dataset.theme).toBe('light')
    act(() => h!.modal.setThemeMode('dark'))
    act(() => device.set(false))
    expect(host.dataset.theme).toBe('dark')
    act(() => h!.modal.setThemeMode('system'))
    expect(host.dataset.theme).toBe('light')
  })
})
