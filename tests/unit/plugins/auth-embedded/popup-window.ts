// The host page's window in a unit test of the social sign-in: it opens popups (stand-ins the
// modal points at the provider and may close) and keeps the 'message' listeners the modal adds.

export class FakePopup {
  closed = false
  location = { href: '' }
  close(): void {
    this.closed = true
  }
}

export function popupWindow(origin = 'http://127.0.0.1:5173') {
  const popups: FakePopup[] = []
  const messageListeners = new Set<unknown>()
  const win = {
    location: { origin, href: `${origin}/`, search: '' },
    screenX: 0,
    screenY: 0,
    outerWidth: 1280,
    outerHeight: 900,
    open: () => {
      const popup = new FakePopup()
      popups.push(popup)
      return popup
    },
    addEventListener: (type: string, listener: unknown) => type === 'message' && messageListeners.add(listener),
    removeEventListener: (type: string, listener: unknown) => type === 'message' && messageListeners.delete(listener),
    matchMedia: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }),
  }
  return { win, popups, messageListeners }
}
