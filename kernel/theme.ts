// The theme contract: the CSS custom properties a host may set (`themeVariables`), their SPEC §9
// defaults, the dark palette, and the theme sync payload of SPEC §3 that the embedded wallet's secure
// site receives. The stylesheet (ui/theme.ts) is written from these, so a name here is a name it uses.
import { atom } from 'nanostores'

/**
 * Light mode, and SPEC §9's defaults: 360 px wide, Inter, base size 10 px, radius 4 px, z-index 999, #fff.
 * Every text colour reads at WCAG AA (4.5:1) on the background, the surfaces and the error and success tints.
 */
export const lightPalette = {
  '--gw-font-family': "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--gw-font-size-master': '10px',
  '--gw-border-radius-master': '4px',
  '--gw-z-index': '999',
  '--gw-modal-width': '360px',
  '--gw-accent': '#2a64d6',
  '--gw-on-accent': '#fff',
  '--gw-bg': '#fff',
  '--gw-fg': '#141414',
  '--gw-fg-muted': '#5f636a',
  '--gw-surface': '#f2f3f5',
  '--gw-surface-hover': '#e7e9ec',
  '--gw-border': 'rgba(0, 0, 0, 0.08)',
  '--gw-overlay': 'rgba(0, 0, 0, 0.32)',
  '--gw-error': '#c4282e',
  '--gw-success': '#1a7550',
}

/** The variables a host may set. A name not listed is a type error (and a warning at run time). */
export type ThemeVariables = { [Name in keyof typeof lightPalette]?: string | number }

/** Dark mode: SPEC §9's #121313 background, and colours that read on it at WCAG AA (a light accent, dark text on it). */
export const darkPalette: ThemeVariables = {
  '--gw-accent': '#6f9cf5',
  '--gw-on-accent': '#121313',
  '--gw-bg': '#121313',
  '--gw-fg': '#e4e7e7',
  '--gw-fg-muted': '#949e9e',
  '--gw-surface': '#1e2020',
  '--gw-surface-hover': '#2a2c2c',
  '--gw-border': 'rgba(255, 255, 255, 0.08)',
  '--gw-overlay': 'rgba(0, 0, 0, 0.56)',
  '--gw-error': '#f87075',
  '--gw-success': '#3dd68c',
}

export type ThemeMode = 'light' | 'dark'

/** The names `themeVariables` does not know: the host gets a warning for each, once, at createModal. */
export const unknownThemeVariables = (variables: object): string[] => Object.keys(variables).filter((name) => !(name in lightPalette))

/**
 * SPEC §3 theme sync payload, for the embedded wallet's secure site: the mode, every variable as it
 * applies in that mode (defaults, palette, the host's own), and the same under AppKit's `--w3m-` names.
 */
export function themeSyncPayload(themeMode: ThemeMode, variables: ThemeVariables = {}) {
  const themeVariables: ThemeVariables = { ...lightPalette, ...(themeMode === 'dark' ? darkPalette : {}), ...variables }
  const w3mThemeVariables: Record<string, string | number | undefined> = {
    '--w3m-accent': themeVariables['--gw-accent'],
    '--w3m-font-family': themeVariables['--gw-font-family'],
    '--w3m-font-size-master': themeVariables['--gw-font-size-master'],
    '--w3m-border-radius-master': themeVariables['--gw-border-radius-master'],
    '--w3m-z-index': themeVariables['--gw-z-index'],
  }
  return { themeMode, themeVariables, w3mThemeVariables }
}

/**
 * The mode that applies. 'system' follows the device's colour scheme, now and whenever it changes,
 * until the host sets 'light' or 'dark' (and again once it sets 'system').
 */
export function createThemeMode(initial: ThemeMode | 'system', w: Window | undefined) {
  const query = w?.matchMedia?.('(prefers-color-scheme: dark)')
  const device = (): ThemeMode => (query?.matches ? 'dark' : 'light')
  let follow = initial === 'system'
  const $mode = atom<ThemeMode>(follow ? device() : (initial as ThemeMode))
  const onChange = () => follow && $mode.set(device())
  query?.addEventListener?.('change', onChange)
  const set = (mode: ThemeMode | 'system') => {
    follow = mode === 'system'
    $mode.set(follow ? device() : (mode as ThemeMode))
  }
  return { $mode, set, stop: () => query?.removeEventListener?.('change', onChange) }
}
