// Images a wallet, a catalogue or the services name by URL are shown only when they are http(s) or
// an inline image: any other scheme (javascript:, a data: page, file:, blob: …) is dropped. A
// relative URL ('/icons/eth.svg') loads from the page's own origin, so it stays.

/** The URL when it is http(s) (or relative) or data:image/…, else undefined. */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  // Parsed as the browser will parse it (it drops tabs, newlines and leading spaces in a scheme).
  let parsed: URL
  try {
    parsed = new URL(url, 'http://relative.invalid/')
  } catch {
    return undefined
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return url
  return parsed.protocol === 'data:' && /^image\//i.test(parsed.pathname) ? url : undefined
}
