// Images a wallet, a catalogue or the services name by URL are shown only when they are http(s) or
// an inline image: any other scheme (javascript:, a data: page, file:, blob: …) is dropped. A
// relative URL ('/icons/eth.svg') loads from the page's own origin, so it stays.

/**
 * The URL unless it names a scheme other than http(s) and data:image/. The scheme is read as the
 * browser reads it: tabs, newlines, spaces and control characters in it do not count.
 */
export const safeImageUrl = (url: unknown): string | undefined =>
  typeof url === 'string' && url && !/^(?!https?:|data:image\/)[a-z][\w+.-]*:/i.test(url.replace(/[\0- ]/g, '')) ? url : undefined
