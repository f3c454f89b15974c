// Keep keyboard focus inside the dialog while it is open, and give it back to the host after; Back
// gives focus back to the control that led on from the view (WCAG 2.4.3).
import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** A view's rows (wallets, networks, tokens): Up/Down and Home/End move among them, as in a list box. */
const ROW = '.row:enabled'
const STEPS: Partial<Record<string, number>> = { ArrowUp: -1, ArrowDown: 1, Home: -1e9, End: 1e9 }

/** The element that has focus, looked up through open shadow roots (the host's button may be in one). */
function focusedElement(doc: Document): HTMLElement | null {
  let focused = doc.activeElement
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement
  return focused as HTMLElement | null
}

/**
 * What identifies a control across a view drawn again (Back draws the view before anew): its tag,
 * test id and name. The first control in the view with the same mark gets focus back.
 */
const markOf = (el: Element): string => `${el.tagName} ${el.getAttribute('data-testid')} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}`

/**
 * The same control when its name changed with what was picked in the view it opened (Send's token,
 * Account's network): its kind (tag, class, test id, labels) and which of that kind it is.
 */
const kindOf = (el: Element): string => `${el.tagName}.${el.getAttribute('class')} ${el.getAttribute('data-testid')} ${el.getAttribute('aria-labelledby')}`
const ofKind = <E extends Element>(controls: Iterable<E>, kind: string): E[] => [...controls].filter((c) => kindOf(c) === kind)
interface Mark {
  name: string
  kind: string
  /** Which of the dialog's controls of that kind. */
  index: number
}

/** `depth` and `view` are the shown stack's length and top view: Back is a view at a smaller depth. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, depth: number, view: string): void {
  // Where focus was last at each depth of the stack, kept while the dialog is open.
  const marks = useRef(new Map<number, Mark>())
  // The depth being drawn, set while rendering: a control the new view focuses as it mounts
  // (autofocus, before any effect runs) counts for the new depth, not for the view it replaced.
  const drawnDepth = useRef(depth)
  drawnDepth.current = depth
  const shownDepth = useRef(depth)
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
      const step = STEPS[event.key]
      const target = event.target as HTMLElement
      // Only from a row: a text field, a select, the OTP fields keep their arrows. No wrap: the
      // first and last rows are ends a person hears; Home and End are there to jump.
      if (step && target.matches(ROW)) {
        const rows = [...dialog.querySelectorAll<HTMLElement>(ROW)]
        event.preventDefault()
        ;(rows[rows.indexOf(target) + step] ?? rows.at(step < 0 ? 0 : -1))!.focus()
      }
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
    const onFocus = (event: FocusEvent) => {
      const target = event.composedPath()[0]
      if (!(target instanceof HTMLElement) || target === dialog) return
      const kind = kindOf(target)
      marks.current.set(drawnDepth.current, { name: markOf(target), kind, index: ofKind(dialog.querySelectorAll(FOCUSABLE), kind).indexOf(target) })
    }
    // A control disabled or removed under focus (Disconnect while it works) drops focus to the page's
    // body, where Escape and Tab no longer reach the dialog: take it back.
    let live = true
    const onOut = (event: FocusEvent) => {
      if (!event.relatedTarget) setTimeout(() => live && !root.activeElement && dialog.focus({ preventScroll: true }))
    }
    dialog.addEventListener('keydown', onKey)
    dialog.addEventListener('focusin', onFocus)
    dialog.addEventListener('focusout', onOut)
    return () => {
      live = false
      dialog.removeEventListener('keydown', onKey)
      dialog.removeEventListener('focusin', onFocus)
      dialog.removeEventListener('focusout', onOut)
      marks.current.clear()
      previous?.focus?.({ preventScroll: true })
    }
  }, [ref, active])
  // A view that replaced the focused control leaves focus on the page body, where Escape and Tab
  // no longer reach the dialog: take it back on every view change.
  // A view still loading keeps the previous one hidden (display: none) until it shows: a control in
  // it still holds focus for a moment, then the browser drops it to the body. Count it as lost.
  useEffect(() => {
    const back = depth < shownDepth.current
    shownDepth.current = depth
    const dialog = ref.current
    if (!active || !dialog) return
    if (back) {
      for (const d of marks.current.keys()) if (d > depth) marks.current.delete(d)
      const mark = marks.current.get(depth)
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const opener = mark && (controls.find((el) => markOf(el) === mark.name) ?? ofKind(controls, mark.kind)[mark.index])
      if (opener) return opener.focus()
    }
    const focused = (dialog.getRootNode() as ShadowRoot).activeElement as HTMLElement | null
    if (!focused || !dialog.contains(focused) || focused.checkVisibility?.() === false) dialog.focus({ preventScroll: true })
  }, [ref, active, depth, view])
}
