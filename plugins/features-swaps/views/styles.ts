// Rules of the swap views: the two token boxes with the switch between them, and the details.
const css = String.raw

export const swapStyles = css`
.swap-box { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: calc(var(--gw-r) * 4); background: var(--gw-surface); }
.swap-box .field-row { gap: 8px; }
.swap-box .input.amount { border: none; background: transparent; padding: 0; height: 44px; }
.swap-box output.amount { flex: 1; min-width: 0; font-size: calc(var(--gw-fs) * 2.2); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.token-pick { display: inline-flex; align-items: center; gap: 6px; padding: 6px 10px 6px 6px; border-radius: 999px; background: var(--gw-bg); border: 1px solid var(--gw-border); font-weight: 600; white-space: nowrap; }
.token-pick .token-icon { width: 24px; height: 24px; }
/* Down, whichever way the text runs: outranks the chevron's mirroring for right to left (:host([dir='rtl']) .flip). */
.swap-switch svg, :host([dir]) .swap-switch svg { transform: rotate(90deg); }
.swap-switch { display: grid; place-items: center; margin: -10px auto; position: relative; z-index: 1; width: 36px; height: 36px; border-radius: calc(var(--gw-r) * 3); background: var(--gw-bg); border: 1px solid var(--gw-border); }
.swap-details { margin-top: 12px; }
.slippage { display: flex; gap: 6px; align-items: center; }
.slippage button { padding: 4px 8px; border-radius: calc(var(--gw-r) * 2); background: var(--gw-bg); border: 1px solid var(--gw-border); font-size: calc(var(--gw-fs) * 1.2); }
.slippage button[aria-pressed='true'] { border-color: var(--gw-accent); color: var(--gw-accent); }
.slippage input { width: 76px; height: 28px; text-overflow: ellipsis; border-radius: calc(var(--gw-r) * 2); border: 1px solid var(--gw-border); background: var(--gw-bg); color: var(--gw-fg); padding: 0 6px; font: inherit; }
.impact-high { color: var(--gw-error); }
.chips { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 12px; }
.section-label { font-size: calc(var(--gw-fs) * 1.2); font-weight: 600; color: var(--gw-fg-muted); margin: 8px 0 4px; }
`
