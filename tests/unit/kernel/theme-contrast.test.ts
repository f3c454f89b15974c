// The palettes' colours against each other, as WCAG 2.2 computes contrast: the rules of the
// stylesheet put these texts on these backgrounds, so each pair must read at AA (4.5:1).
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { darkPalette, lightPalette, themeSyncPayload, type ThemeVariables } from '../../../kernel/theme'
import { darkTheme, lightTheme, midnightTheme, sandTheme, type ThemePreset } from '../../../kernel/theme-presets'

type Rgb = [number, number, number]

const rgb = (hex: string): Rgb => {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb
}
/** `share` of `top` over `under`, as color-mix(in srgb, top share, under) paints it. */
const mix = (top: Rgb, under: Rgb, share: number): Rgb => top.map((v, i) => Math.round(v * share + under[i]! * (1 - share))) as Rgb
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const palettes: Record<string, ThemeVariables> = { light: lightPalette, dark: { ...lightPalette, ...darkPalette } }

describe('WCAG 1.4.3 contrast (minimum): every text colour of the SPEC §9 palettes on what it is drawn on', () => {
  for (const [mode, palette] of Object.entries(palettes)) {
    const c = (name: keyof ThemeVariables) => rgb(String(palette[name]))
    const bg = c('--gw-bg')
    // The error notices (.form-error, .warning, alerts) are the error colour on a 12 % tint of itself.
    const pairs: Array<[string, Rgb, Rgb]> = [
      ['text on the background', c('--gw-fg'), bg],
      ['muted text on the background', c('--gw-fg-muted'), bg],
      ['muted text on a row', c('--gw-fg-muted'), c('--gw-surface')],
      ['muted text on a hovered row', c('--gw-fg-muted'), c('--gw-surface-hover')],
      ['accent links and tags on the background', c('--gw-accent'), bg],
      ['text on the accent (primary buttons)', c('--gw-on-accent'), c('--gw-accent')],
      ['error text on the background', c('--gw-error'), bg],
      ['error text on its tint', c('--gw-error'), mix(c('--gw-error'), bg, 0.12)],
      ['error text on a hovered row', c('--gw-error'), c('--gw-surface-hover')],
      ['success text on a row', c('--gw-success'), c('--gw-surface')],
      ['success text on a hovered row', c('--gw-success'), c('--gw-surface-hover')],
    ]
    test(`${mode} (background ${String(palette['--gw-bg'])}): ${pairs.length} pairs at 4.5:1 or more`, () => {
      const below = pairs.map(([what, fg, back]) => ({ what, ratio: Math.round(contrast(fg, back) * 100) / 100 })).filter((p) => p.ratio < 4.5)
      expect(below).toEqual([])
    })
  }

  test('SPEC §9 backgrounds stay #fff (light) and #121313 (dark)', () => {
    expect([lightPalette['--gw-bg'], darkPalette['--gw-bg']]).toEqual(['#fff', '#121313'])
  })
})

// README "The palettes read at WCAG AA": a preset given an accent picks the text on it (white or
// black, whichever reads better), so `darkTheme({ accent: '#7c3aed' })` (the README's example) does
// not keep the dark palette's #121313 on a violet (3.27:1). Measured on what the preset returns,
// merged over the mode's palette as the modal applies it.
describe('WCAG 1.4.3 on the presets: the text on the accent (Connect, primary buttons) reads at AA', () => {
  const onAccentRatio = (preset: ThemePreset) => {
    const applied = themeSyncPayload(preset.themeMode, preset.themeVariables).themeVariables
    return Math.round(contrast(rgb(String(applied['--gw-on-accent'])), rgb(String(applied['--gw-accent']))) * 100) / 100
  }
  const presets = { lightTheme, darkTheme, midnightTheme, sandTheme }

  test("the README's darkTheme({ accent: '#7c3aed' }) and its other presets with that accent", () => {
    for (const [name, make] of Object.entries(presets)) expect({ name, ratio: onAccentRatio(make({ accent: '#7c3aed' })) }).toEqual({ name, ratio: expect.toSatisfy((r: number) => r >= 4.5) })
  })

  test('each preset with its own accent (none given)', () => {
    for (const [name, make] of Object.entries(presets)) expect({ name, ratio: onAccentRatio(make()) }).toEqual({ name, ratio: expect.toSatisfy((r: number) => r >= 4.5) })
  })

  test('a light accent in the light look gets dark text, a dark accent in the dark look light text', () => {
    expect(onAccentRatio(lightTheme({ accent: '#ffd400' }))).toBeGreaterThanOrEqual(4.5)
    expect(onAccentRatio(darkTheme({ accent: '#1e3a8a' }))).toBeGreaterThanOrEqual(4.5)
  })

  test('any #rgb or #rrggbb accent, in every preset', () => {
    const hex = fc.oneof(fc.stringMatching(/^#[0-9a-f]{6}$/), fc.stringMatching(/^#[0-9A-F]{3}$/))
    fc.assert(fc.property(hex, fc.constantFrom(...Object.values(presets)), (accent, make) => onAccentRatio(make({ accent })) >= 4.5))
  })

  test("the host's own onAccent wins, and an accent in another notation keeps the palette's", () => {
    expect(darkTheme({ accent: '#7c3aed', onAccent: '#ff0' }).themeVariables['--gw-on-accent']).toBe('#ff0')
    expect(darkTheme({ accent: 'rgb(124 58 237)' }).themeVariables['--gw-on-accent']).toBeUndefined()
  })
})
