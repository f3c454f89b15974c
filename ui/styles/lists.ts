// Rules of token and transaction rows (Account tabs, the send token picker, Activity).
const css = String.raw

export const listStyles = css`
.token-row, .tx-row { min-height: 52px; }
.token-icon { width: 40px; height: 40px; border-radius: 50%; flex: none; display: grid; place-items: center; background: var(--gw-bg); border: 1px solid var(--gw-border); font-weight: 700; color: var(--gw-fg-muted); object-fit: cover; }
.token-text, .tx-text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.token-text .name, .tx-text .name { flex: none; }
.tx-text .small { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.token-value, .tx-amount { text-align: end; font-weight: 600; white-space: nowrap; font-variant-numeric: tabular-nums; }
/* A long amount (an NFT's name) wraps within half the row rather than squeezing what happened and when. */
.tx-amount { max-width: 50%; white-space: normal; }
.tx-amount .small { display: block; font-weight: 400; }
.tx-amount.in { color: var(--gw-success); }
.tx-failed { color: var(--gw-error); }
.panel-state { min-height: 96px; justify-content: center; }
`
