// Rules of the WalletConnections view.
const css = String.raw

export const connectionsStyles = css`
.connection-address { display: block; font-weight: 400; font-family: ui-monospace, monospace; }
/* The row is the surface: its buttons stand out of it. */
[data-testid='connection'] .secondary { background: var(--gw-bg); min-height: 32px; padding: 0 12px; }
.connections-hint { text-align: center; margin: 12px 0 0; }
[data-testid='wallet-connections'] .block { margin-top: 12px; }
`
