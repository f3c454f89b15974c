// Rules of the WalletConnections view.
const css = String.raw

export const connectionsStyles = css`
.connection-line { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 6px; }
.connection-line .tag { padding: 1px 5px; }
.connection-address { font-weight: 400; font-family: ui-monospace, monospace; }
/* The row is the surface: its buttons stand out of it. */
[data-testid='connection'] .secondary { background: var(--gw-bg); min-height: 32px; padding: 0 12px; }
.connections-hint { text-align: center; margin: 12px 0 0; }
[data-testid='wallet-connections'] .block { margin-top: 12px; }
`
