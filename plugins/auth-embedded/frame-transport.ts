// How the modal reaches the secure frame: a hidden, fixed-position iframe on the secure site's
// origin. Messages go to that origin only (never '*'), and only messages from that iframe's window
// at that origin are heard: a message from any other origin or window is ignored (SPEC §5).
export interface FrameRect {
  top: number
  left: number
  width: number
  height: number
}

export interface FrameTransport {
  /** Posts to the frame, targeted at its origin. */
  post(message: unknown): void
  /** Hears what the frame posts (nothing else). */
  listen(handler: (data: unknown) => void): () => void
  /** Shows the frame over `rect` (the approval card), above the modal; hides it without a rect. */
  show(rect: FrameRect | undefined): void
  destroy(): void
}

/** Hidden: still laid out and running, out of sight and out of reach of the pointer. */
const HIDDEN = 'position:fixed;top:0;left:0;width:1px;height:1px;border:0;opacity:0;pointer-events:none;visibility:hidden;'

export function iframeTransport(win: Window, o: { secureSiteUrl: string; zIndex: number }): FrameTransport {
  const base = new URL(o.secureSiteUrl)
  const secureOrigin = base.origin
  const src = new URL('/frame', base)
  src.searchParams.set('host', win.location.origin)
  const frame = win.document.createElement('iframe')
  frame.src = src.toString()
  frame.title = 'Gangway secure wallet'
  frame.dataset.gangwaySecureFrame = ''
  frame.setAttribute('style', HIDDEN)
  win.document.body.appendChild(frame)
  return {
    post(message) {
      frame.contentWindow?.postMessage(message, secureOrigin)
    },
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        const own = frame.contentWindow
        if (!own || event.source !== own || event.origin !== secureOrigin) return
        handler(event.data)
      }
      win.addEventListener('message', onMessage)
      return () => win.removeEventListener('message', onMessage)
    },
    show(rect) {
      frame.setAttribute(
        'style',
        rect
          ? `position:fixed;top:${rect.top}px;left:${rect.left}px;width:${rect.width}px;height:${rect.height}px;border:0;z-index:${o.zIndex};background:transparent;color-scheme:normal;`
          : HIDDEN,
      )
    },
    destroy: () => frame.remove(),
  }
}
