// Preset themes: functions that return options to spread into createModal, e.g.
// `createModal({ ...darkTheme({ accent: '#7c3aed' }), projectId, plugins, networks })`. Light and
// dark set the mode (the other mode stays reachable with setThemeMode); the other looks bring a
// whole palette, which holds in either mode. A host that imports none pays nothing for them.
import { type ThemeMode, type ThemeVariables } from './theme'

export interface ThemeOptions {
  /** The accent colour (buttons, focus, selection). */
  accent?: string
  /**
   * Text on the accent colour. Default with a `#rgb` or `#rrggbb` accent: white or black, whichever
   * contrasts more with it (4.58:1 at least, WCAG AA); with an accent in another notation, the palette's.
   */
  onAccent?: string
  /** Corner rounding: SPEC §9's 4 px is 'medium'. */
  radius?: 'none' | 'small' | 'medium' | 'large'
  fontFamily?: string
  /** The base size every text size derives from: SPEC §9's 10 px is 'medium'. */
  fontSize?: 'small' | 'medium' | 'large'
}

export interface ThemePreset {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

const radii = { none: '0px', small: '2px', medium: '4px', large: '6px' }
const fontSizes = { small: '9px', medium: '10px', large: '11px' }

/** WCAG 2.2 relative luminance of a #rgb or #rrggbb colour; undefined for any other notation. */
function luminance(colour: string): number | undefined {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour.trim())?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** White or black, whichever contrasts more with the accent: (1 + 0.05) / (Y + 0.05) against (Y + 0.05) / (0 + 0.05). */
function onAccentFor(accent: string): string | undefined {
  const y = luminance(accent)
  if (y === undefined) return undefined
  return 1.05 / (y + 0.05) >= (y + 0.05) / 0.05 ? '#fff' : '#000'
}

function preset(themeMode: ThemeMode, palette: ThemeVariables, o: ThemeOptions): ThemePreset {
  const variables: ThemeVariables = { ...palette }
  if (o.accent) {
    variables['--gw-accent'] = o.accent
    const onAccent = onAccentFor(o.accent)
    if (onAccent) variables['--gw-on-accent'] = onAccent
  }
  if (o.onAccent) variables['--gw-on-accent'] = o.onAccent
  if (o.radius) variables['--gw-border-radius-master'] = radii[o.radius]
  if (o.fontFamily) variables['--gw-font-family'] = o.fontFamily
  if (o.fontSize) variables['--gw-font-size-master'] = fontSizes[o.fontSize]
  return { themeMode, themeVariables: variables }
}

/** SPEC §9's light look. */
export const lightTheme = (o: ThemeOptions = {}): ThemePreset => preset('light', {}, o)

/** SPEC §9's dark look (#121313). */
export const darkTheme = (o: ThemeOptions = {}): ThemePreset => preset('dark', {}, o)

/** Deep blue night: a dark look with a periwinkle accent. */
export const midnightTheme = (o: ThemeOptions = {}): ThemePreset =>
  preset(
    'dark',
    {
      '--gw-accent': '#8ea6ff',
      '--gw-on-accent': '#0b1020',
      '--gw-bg': '#0b1020',
      '--gw-fg': '#e6e9f5',
      '--gw-fg-muted': '#a3acc8',
      '--gw-surface': '#161d33',
      '--gw-surface-hover': '#202842',
      '--gw-border': 'rgba(142, 166, 255, 0.16)',
      '--gw-overlay': 'rgba(3, 6, 16, 0.64)',
      '--gw-error': '#ff6b7a',
      '--gw-success': '#4fd1a1',
    },
    o,
  )

/** Warm paper: a light look with a terracotta accent and rounder corners. */
export const sandTheme = (o: ThemeOptions = {}): ThemePreset =>
  preset(
    'light',
    {
      '--gw-accent': '#a8461f',
      '--gw-on-accent': '#fff',
      '--gw-bg': '#fbf8f1',
      '--gw-fg': '#2b2620',
      '--gw-fg-muted': '#655d50',
      '--gw-surface': '#f1ebdd',
      '--gw-surface-hover': '#e8e0cd',
      '--gw-border': 'rgba(43, 38, 32, 0.1)',
      '--gw-overlay': 'rgba(43, 38, 32, 0.36)',
      '--gw-error': '#b42318',
      '--gw-success': '#2f7a4b',
      '--gw-border-radius-master': '6px',
    },
    o,
  )
