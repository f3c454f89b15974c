// Keep keyboard focus inside the dialog while it is open, and give it back to the host after.
import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** The element that has focus, looked up through open shadow roots (the host's button may be in one). */
function focusedElement(doc: Document): HTMLElement | null {
  let focused = doc.activeElement
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement
  return focused as HTMLElement | null
}

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, view: string): void {
  // First, so it finds focus where the person left it (the button that opened the dialog) before
  // anything moves it, and gives it back there on close.
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const previous = focusedElement(dialog.ownerDocument)
    const root = dialog.getRootNode() as Document | ShadowRoot
    // The dialog sits in a fixed overlay: nothing to scroll, and scrolling it into view would lay the
    // new tree out once more before its first paint.
    dialog.focus({ preventScroll: true })
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return event.preventDefault()
      const current = root.activeElement
      if (event.shiftKey && (current === first || current === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    }
    dialog.addEventListener('keydown', onKey)
    return () => {
      dialog.removeEventListener('keydown', onKey)
      previous?.focus?.({ preventScroll: true })
    }
  }, [ref, active])
  // A view that replaced the focused control leaves focus on the page body, where Escape and Tab
  // no longer reach the dialog: take it back on every view change.
  // A view still loading keeps the previous one hidden (display: none) until it shows: a control in
  // it still holds focus for a moment, then the browser drops it to the body. Count it as lost.
  useEffect(() => {
    const dialog = ref.current
    const focused = dialog && ((dialog.getRootNode() as ShadowRoot).activeElement as HTMLElement | null)
    if (active && dialog && (!focused || !dialog.contains(focused) || focused.checkVisibility?.() === false)) dialog.focus({ preventScroll: true })
  }, [ref, active, view])
}
