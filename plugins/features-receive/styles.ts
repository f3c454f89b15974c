// Rules of the Receive view.
const css = String.raw

export const receiveStyles = css`
.qr { width: 200px; height: 200px; padding: 10px; border-radius: calc(var(--gw-r) * 4); background: #fff; }
.address-box { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: calc(var(--gw-fs) * 1.3); overflow-wrap: anywhere; padding: 8px 12px; border-radius: calc(var(--gw-r) * 3); background: var(--gw-surface); text-align: center; }
.address-row { display: flex; gap: 8px; align-items: center; width: 100%; }
.chips { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; }
`
