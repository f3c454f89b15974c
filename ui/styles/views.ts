// Rules every view but Connect uses (titles, buttons, search, the account header …), in a chunk of
// their own: the frame loads them with the first lazily loaded view, so the stylesheet every host
// loads up front holds only what Connect, the buttons and the dialog need.
const css = String.raw

export const viewStyles = css`
.wallet-icon.large { width: 72px; height: 72px; border-radius: calc(var(--gw-r) * 5); font-size: 28px; }
.title { font-size: calc(var(--gw-fs) * 1.6); font-weight: 600; }
.muted { color: var(--gw-fg-muted); }
.small { font-size: calc(var(--gw-fs) * 1.2); }
.error { color: var(--gw-error); }
.primary, .secondary { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 0 16px; border-radius: calc(var(--gw-r) * 3); font-weight: 600; }
.primary { background: var(--gw-accent); color: var(--gw-on-accent); }
.secondary { background: var(--gw-surface); }
.secondary:hover { background: var(--gw-surface-hover); }
.block { width: 100%; }
.search { width: 100%; height: 40px; border-radius: calc(var(--gw-r) * 3); border: 1px solid var(--gw-border); background: var(--gw-surface); color: var(--gw-fg); padding: 0 12px; font: inherit; margin-bottom: 12px; }
.avatar { width: 64px; height: 64px; border-radius: 50%; }
.account-address { display: flex; align-items: center; gap: 6px; font-size: calc(var(--gw-fs) * 1.8); font-weight: 600; }
.balance { font-size: calc(var(--gw-fs) * 1.5); color: var(--gw-fg-muted); }
.actions { display: flex; flex-direction: column; gap: 8px; margin-top: 16px; }
.warning { padding: 10px 12px; border-radius: calc(var(--gw-r) * 3); background: color-mix(in srgb, var(--gw-error) 12%, transparent); color: var(--gw-error); font-size: calc(var(--gw-fs) * 1.3); margin-bottom: 12px; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`
