// Hostile URLs: images other than http(s) and data:image are dropped; wallet links that would run
// code in the page are never opened; origins with any characters are judged without a crash.
import fc from 'fast-check'
import { safeImageUrl } from '../../kernel/images'
import { isOriginAllowed } from '../../kernel/origins'
import { walletRedirect } from '../../plugins/walletconnect/links'
import { expectThat, hostileText, isShownImage, property } from './property'

const scheme = fc.constantFrom('javascript:', 'JaVaScRiPt:', 'java\tscript:', ' javascript:', 'vbscript:', 'data:text/html,', 'data:image/svg+xml,', 'data:', 'blob:', 'file:', 'about:', 'http:', 'https:', 'wc:', 'metamask:', 'ftp:', '')
const url = fc.oneof(fc.webUrl(), fc.tuple(scheme, fc.string({ maxLength: 30 })).map(([a, b]) => a + b), fc.tuple(scheme, fc.constant('//'), fc.string({ maxLength: 30 })).map((p) => p.join('')), hostileText())
const protocolOf = (u: string) => {
  try {
    return new URL(u).protocol.toLowerCase()
  } catch {
    return undefined
  }
}

export const linkProperties = [
  property('image URLs other than http(s) and data:image are dropped', [url], (u) => {
    const kept = safeImageUrl(u)
    if (kept !== undefined) expectThat(isShownImage(kept), `kept ${JSON.stringify(kept)}`)
  }),
  property('a catalogue wallet link never opens a javascript:, data:, vbscript:, blob:, file: or about: page', [url], (link) => {
    const opened = walletRedirect(link, 'wc:abc@2?relay-protocol=irn&symKey=k')
    if (!opened) return
    const protocol = protocolOf(opened.redirect)
    expectThat(protocol !== undefined && !['javascript:', 'vbscript:', 'data:', 'blob:', 'file:', 'about:'].includes(protocol), `opens ${JSON.stringify(opened.redirect)}`)
  }),
  property('SPEC §5 allowed origins: any origin against any patterns is a yes or no; a pattern without * admits itself; * admits all', [hostileText(), fc.array(hostileText(), { maxLength: 4 })], (origin, patterns) => {
    const allowed = isOriginAllowed(origin, patterns)
    expectThat(typeof allowed === 'boolean', 'not a boolean')
    if (!origin.includes('*')) expectThat(isOriginAllowed(origin, [origin]), `${origin} does not admit itself`)
    expectThat(isOriginAllowed(origin, ['*']), `* refused ${origin}`)
  }),
]
