// The embedded wallet's own rules (the modal's forms and lists do the rest).
const css = String.raw

export const embeddedStyles = css`
.embedded-email { display: flex; gap: 8px; margin-bottom: 8px; }
.embedded-email .input { flex: 1; }
.embedded-email .primary { width: auto; padding: 0 16px; }
.socials { display: grid; grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); gap: 8px; margin-bottom: 8px; }
.socials .secondary { width: 100%; }
.resend { text-wrap: balance; font-variant-numeric: tabular-nums; }
.otp { letter-spacing: 0.5em; text-align: center; font-size: calc(var(--gw-fs) * 2.2); font-weight: 600; height: 52px; }
.approve-area { position: relative; min-height: 440px; }
.approve-area .center { padding-top: 140px; }
.qr-box { display: flex; justify-content: center; margin: 8px 0 12px; }
.qr-box svg { width: 220px; height: 220px; background: #fff; border-radius: 16px; padding: 8px; }
.link-row { display: flex; gap: 8px; align-items: center; justify-content: center; overflow-wrap: anywhere; }
.wallet-row { display: flex; gap: 12px; align-items: center; justify-content: space-between; padding: 12px; border-radius: calc(var(--gw-r) * 4); background: var(--gw-surface); margin-bottom: 8px; }
.wallet-row .addr { font-family: ui-monospace, monospace; font-size: calc(var(--gw-fs) * 1.3); overflow-wrap: anywhere; }
`
