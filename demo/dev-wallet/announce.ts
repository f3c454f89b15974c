// EIP-6963: the dev wallet announces itself as an event, like a browser extension would.
// It never sets window.ethereum, so the modal's discovery is what finds it.
import type { Eip1193Provider, Eip6963ProviderInfo } from 'gangway/eip155'

export const DEV_WALLET_RDNS = 'dev.gangway.wallet'

const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f5a623"/>' +
      '<text x="16" y="21" font-family="monospace" font-size="12" font-weight="bold" text-anchor="middle" fill="#121313">DEV</text></svg>',
  )

/** Announces now and on every eip6963:requestProvider; returns a function that stops answering. */
export function announceEvmDevWallet(provider: Eip1193Provider, target: Window): () => void {
  const info: Eip6963ProviderInfo = Object.freeze({ uuid: uuidV4(target), name: 'Dev Wallet (local)', icon, rdns: DEV_WALLET_RDNS })
  const detail = Object.freeze({ info, provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

// randomUUID exists only in secure contexts; the demo may be opened over a LAN address.
function uuidV4(w: Window): string {
  if (typeof w.crypto.randomUUID === 'function' && w.isSecureContext) return w.crypto.randomUUID()
  const b = w.crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
