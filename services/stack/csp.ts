// The strict Content Security Policy the demo page can be served with (`/?csp=strict`): no
// 'unsafe-eval', no inline script, every script from the page's own origin. Built from the demo's
// config, so it names exactly the services, chains and relay the page talks to. The README's
// "Content Security Policy" section gives a host the same policy. `/?csp=strict-styles` also leaves
// 'unsafe-inline' out of style-src, to show what it is there for: the modal's views then lose their rules.
import type { DemoConfig } from '../dev/demo-config'

const origin = (url: string) => new URL(url).origin
/** http→ws origins for a WebSocket URL, and the URL's own origin. */
const wsOrigin = (url: string) => {
  const u = new URL(url)
  return `${u.protocol}//${u.host}`
}

export function strictCsp(config: DemoConfig, o: { inlineStyles?: boolean } = {}): string {
  const http = [config.apiUrl, ...config.chains.flatMap((c) => [c.rpcUrl, ...(c.rpcUrls ?? [])]), config.solana?.rpcUrl, config.bitcoin?.esploraUrl, config.cosmos?.rpcUrl, config.polkadot?.httpUrl].filter((u): u is string => Boolean(u)).map(origin)
  const ws = [config.relayUrl, config.solana?.wsUrl, config.polkadot?.wsUrl].filter((u): u is string => Boolean(u)).map(wsOrigin)
  const images = config.apiUrl ? [origin(config.apiUrl)] : []
  return [
    "default-src 'self'",
    // the page's own bundle and its lazily loaded chunks; nothing inline, nothing evaluated
    "script-src 'self'",
    // the modal's views bring their rules as <style> elements in its shadow root (ui/styles/styles.tsx):
    // those need 'unsafe-inline' for styles (constructable stylesheets need nothing); scripts stay strict
    o.inlineStyles === false ? "style-src 'self'" : "style-src 'self' 'unsafe-inline'",
    // catalogue and token images from the services, wallet icons as data: URIs (EIP-6963, Wallet Standard), the QR code
    `img-src 'self' data: ${images.join(' ')}`.trim(),
    `connect-src 'self' ${[...new Set([...http, ...ws])].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
