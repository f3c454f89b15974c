// The modal's stylesheet. Its variables and their light and dark values come from the theme contract
// (kernel/theme.ts), so what a host may set is exactly what these rules read.
import { darkPalette, lightPalette, type ThemeMode, type ThemeVariables } from '../kernel/theme'

export type { ThemeVariables }

const declarations = (palette: ThemeVariables) => Object.entries(palette).map(([name, value]) => `${name}: ${value};`).join('')

const css = String.raw

/** What every root needs: the theme variables on the host, and the resets. */
const hostRules = css`
:host {
  ${declarations(lightPalette)}
  --gw-r: var(--gw-border-radius-master);
  --gw-fs: var(--gw-font-size-master);
  all: initial;
  font-family: var(--gw-font-family);
  color: var(--gw-fg);
}
:host([data-theme='dark']) {
  ${declarations(darkPalette)}
}
* { box-sizing: border-box; }
button { font: inherit; color: inherit; cursor: pointer; border: 0; background: none; padding: 0; }
a { color: var(--gw-accent); }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 2px solid var(--gw-accent); outline-offset: 2px; }
button:disabled { cursor: not-allowed; opacity: 0.55; }
img { display: block; }
`

/**
 * The buttons' own rules (and the spinner, avatar and icon badge they show: the network button's
 * logo, or the network's letter when the logo fails, SPEC §9; its size is set inline, 16 px there).
 */
const buttonRules = css`
.spinner { display: inline-block; vertical-align: middle; flex: none; width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--gw-border); border-top-color: var(--gw-accent); animation: gw-spin 700ms linear infinite; }
.spinner.large { width: 40px; height: 40px; border-width: 3px; }
.avatar.small { width: 22px; height: 22px; border-radius: 50%; }
.wallet-icon { width: 40px; height: 40px; border-radius: calc(var(--gw-r) * 3); background: var(--gw-bg); object-fit: cover; flex: none; display: grid; place-items: center; font-weight: 700; color: var(--gw-fg-muted); border: 1px solid var(--gw-border); }
.cta { display: inline-flex; align-items: center; gap: 8px; height: 40px; padding: 0 16px; border-radius: 999px; background: var(--gw-accent); color: var(--gw-on-accent); font-family: var(--gw-font-family); font-size: 14px; font-weight: 600; white-space: nowrap; }
.cta.connected { background: var(--gw-surface); color: var(--gw-fg); padding: 0; padding-inline: 12px 6px; gap: 8px; border: 1px solid var(--gw-border); }
.cta .pill { display: inline-flex; align-items: center; gap: 6px; padding: 4px; padding-inline-end: 8px; border-radius: 999px; background: var(--gw-bg); }
@keyframes gw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { *, .overlay::before, .body, .toast { animation: none !important; transition: none !important; } }
`

/**
 * The dialog's rules. The overlay centres the dialog by margins, not alignment, and the dialog is never
 * taller than the window: its title bar (Back, the title, Close) stays at its top and the view scrolls
 * below it (.scroll, around the .sizer whose height animates), on a phone and at 200 % zoom too.
 * A row's name that is a name (translate="no": a network's, a wallet's) reads in
 * its own direction (unicode-bidi: plaintext), so a long one is cut at its end with the ellipsis there,
 * an English name in Arabic too (in the row's direction its start was cut). Its alignment is the
 * modal's side, left or right: `start` would follow the name's own direction, away from the icon.
 * A wallet's name beside its badge may take a second line (a row holds two in its 56 px), then ends
 * with the ellipsis: a network's name stays on one. The current row (the active network, the token
 * picked) is ringed by an inset shadow: an outline would hide the focus ring on that row (WCAG 2.4.7).
 */
const modalRules = css`
.overlay { position: fixed; inset: 0; z-index: var(--gw-z-index); display: flex; overflow-y: auto; }
.overlay:not(.embedded)::before { content: ''; position: fixed; inset: 0; background: var(--gw-overlay); animation: gw-fade 150ms ease-out; }
.embedded { position: static; display: block; overflow: visible; }
.embedded .dialog { margin: 0; }
.dialog { margin: auto; width: var(--gw-modal-width); max-width: calc(100vw - 24px); max-height: calc(100% - 24px); position: relative; display: flex; flex-direction: column; background: var(--gw-bg); color: var(--gw-fg); border: 1px solid var(--gw-border); border-radius: calc(var(--gw-r) * 7); box-shadow: 0 12px 48px rgba(0,0,0,0.18); overflow: hidden; font-size: calc(var(--gw-fs) * 1.4); outline: none; }
.dialog.shake { animation: gw-shake 500ms; }
.dialog[aria-busy="true"] { cursor: progress; }
.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 4px; min-height: 56px; }
.header h2 { margin: 0; text-align: center; font-size: calc(var(--gw-fs) * 1.6); font-weight: 600; animation: gw-fade 120ms; }
.icon-button { width: 36px; height: 36px; border-radius: calc(var(--gw-r) * 3); display: grid; place-items: center; color: var(--gw-fg-muted); }
.icon-button:hover { background: var(--gw-surface); color: var(--gw-fg); }
.scroll { overflow-y: auto; overscroll-behavior: contain; }
.sizer { transition: height 150ms ease; overflow: hidden; }
.body { padding: 8px 16px 16px; animation: gw-view 150ms ease-out; }
.list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.row { display: flex; align-items: center; gap: 12px; width: 100%; padding: 8px; padding-inline-end: 12px; border-radius: calc(var(--gw-r) * 4); background: var(--gw-surface); text-align: start; min-height: 56px; }
.row:hover { background: var(--gw-surface-hover); }
.row .name { flex: 1; min-width: 0; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row .name[translate='no'] { unicode-bidi: plaintext; text-align: left; }
:host([dir='rtl']) .row .name[translate='no'] { text-align: right; }
[data-wallet-id] .name { white-space: normal; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; }
.row[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--gw-accent); }
.tag { font-size: calc(var(--gw-fs) * 1.1); padding: 3px 6px; border-radius: calc(var(--gw-r) * 2); background: var(--gw-bg); color: var(--gw-fg-muted); font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em; }
.tag.accent { color: var(--gw-accent); }
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 12px 8px 8px; }
.center p { margin: 0; }
.empty { padding: 32px 8px; text-align: center; color: var(--gw-fg-muted); }
.toast { position: absolute; left: 56px; right: 56px; top: 12px; z-index: 1; pointer-events: none; width: fit-content; margin: 0 auto; display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 18px; background: var(--gw-fg); color: var(--gw-bg); font-size: calc(var(--gw-fs) * 1.3); overflow-wrap: anywhere; box-shadow: 0 6px 24px rgba(0,0,0,0.2); animation: gw-toast 150ms ease-out; }
.toast .dot { flex: none; width: 8px; height: 8px; border-radius: 50%; background: var(--gw-success); }
.toast.error .dot { background: var(--gw-error); }
:host([dir='rtl']) .flip { transform: scaleX(-1); }
.ways { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: 8px; }
@media (max-width: 430px) {
  .overlay:not(.embedded) .dialog { margin: auto 0 0; max-width: 100vw; width: 100vw; border-radius: calc(var(--gw-r) * 7) calc(var(--gw-r) * 7) 0 0; }
}
@keyframes gw-fade { from { opacity: 0; } }
@keyframes gw-view { from { opacity: 0; transform: translateY(4px); } }
@keyframes gw-toast { from { opacity: 0; transform: translateY(-8px); } }
@keyframes gw-shake { 10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); } 30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); } }

`

/** The whole stylesheet, as the modal's shadow root adopts it. */
export const stylesheetText = hostRules + modalRules + buttonRules

const sheets = new Map<string, CSSStyleSheet>()

/**
 * Adopt a shared stylesheet into a shadow root (a <style> where constructable sheets are missing): the
 * buttons' small one, or the whole one for the modal. Each is built once, on first use: a host's first
 * paint builds only the buttons' (the modal's waits for the warm-up or the first open).
 */
export function adoptStyles(root: ShadowRoot, which: 'button' | 'modal' = 'modal'): void {
  const text = which === 'button' ? hostRules + buttonRules : stylesheetText
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(which)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(text)
      sheets.set(which, sheet)
    }
    root.adoptedStyleSheets = [sheet]
    return
  }
  const style = document.createElement('style')
  style.textContent = text
  root.appendChild(style)
}

/** Apply the host's theme variables and mode to a shadow host element. */
export function applyTheme(host: HTMLElement, mode: ThemeMode, variables: ThemeVariables): void {
  host.dataset.theme = mode
  for (const [name, value] of Object.entries(variables)) host.style.setProperty(name, String(value))
}
