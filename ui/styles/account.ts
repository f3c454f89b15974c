// Rules of the Account view: feature buttons, tabs, footer chips. Loaded with the view.
const css = String.raw

export const accountStyles = css`
/* As many to a row as fit whole (six, or long translations, take two rows); each row filled. */
.feature-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 4px 0 12px; }
.feature-actions > * { flex: 1 1 auto; padding: 0 12px; white-space: nowrap; }
.center .link { color: var(--gw-accent); font-weight: 600; font-size: calc(var(--gw-fs) * 1.3); padding: 2px 4px; border-radius: var(--gw-r); }
.center .link:hover { text-decoration: underline; }
.tabs { display: flex; gap: 4px; padding: 3px; border-radius: calc(var(--gw-r) * 3); background: var(--gw-surface); }
.tabs [role='tab'] { flex: 1; height: 32px; border-radius: calc(var(--gw-r) * 2); font-weight: 600; color: var(--gw-fg-muted); }
.tabs [role='tab'][aria-selected='true'] { background: var(--gw-bg); color: var(--gw-fg); box-shadow: 0 1px 2px rgba(0,0,0,0.08); }
.tab-panel { margin-top: 8px; max-height: 264px; overflow-y: auto; overscroll-behavior: contain; }
.account-footer { display: flex; gap: 8px; align-items: center; margin-top: 12px; }
.account-footer .chip:first-child { margin-inline-end: auto; }
.chip { display: inline-flex; align-items: center; gap: 6px; height: 32px; padding: 0 10px; border-radius: 999px; background: var(--gw-surface); color: var(--gw-fg); font-weight: 500; text-decoration: none; font-size: calc(var(--gw-fs) * 1.3); }
.chip:hover { background: var(--gw-surface-hover); }
`
