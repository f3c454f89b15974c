// Keep keyboard focus inside the dialog while it is open, and give it back to the host after.
import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const previous = document.activeElement as HTMLElement | null
    const root = dialog.getRootNode() as Document | ShadowRoot
    dialog.focus()
    const inside = () => dialog.contains(root.activeElement)
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return event.preventDefault()
      const current = root.activeElement
      // Focus fell out (the focused button was disabled or its view replaced): Tab brings it back.
      if (!inside()) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      } else if (event.shiftKey && (current === first || current === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    }
    // On the document, so keys still reach the trap when focus fell to the page body.
    const doc = dialog.ownerDocument
    doc.addEventListener('keydown', onKey, true)
    return () => {
      doc.removeEventListener('keydown', onKey, true)
      previous?.focus?.()
    }
  }, [ref, active])
}

/** After the view changes, focus moves into the dialog if the element that had it went away. */
export function useFocusOnViewChange(ref: RefObject<HTMLElement | null>, view: unknown, active: boolean): void {
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const root = dialog.getRootNode() as Document | ShadowRoot
    if (!dialog.contains(root.activeElement)) dialog.focus()
  }, [ref, view, active])
}
