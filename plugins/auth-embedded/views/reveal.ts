// An error that appears under what the dialog shows (Connect's e-mail field sits at the foot of a long
// view) is brought into view within the dialog's scroll box, and followed while the dialog's height
// grows to hold it. Only that box scrolls: Element.scrollIntoView would scroll every box on the way,
// the dialog's clipping ones too, and the page behind.
import { useEffect, type RefObject } from 'react'

/** How long the element is followed: the dialog's 150 ms height animation (SPEC §9), and some frames more. */
const FOLLOW_MS = 400

/** The nearest box around `el` that scrolls (overflow-y auto or scroll), across shadow roots. */
function scrollBox(el: Element): HTMLElement | undefined {
  const win = el.ownerDocument.defaultView
  for (let node: Node | null = el.parentNode; node && win; node = node.nodeType === 11 ? (node as ShadowRoot).host : node.parentNode) {
    if (node.nodeType !== 1) continue
    const overflow = win.getComputedStyle(node as Element).overflowY
    if (overflow === 'auto' || overflow === 'scroll') return node as HTMLElement
  }
  return undefined
}

/** Room kept between the element and the box's edge: clear of the dialog's rounded corners. */
const MARGIN_PX = 16

/** Scrolls the least that shows `el` whole in `box`, with some room (its top, when it is taller than the box). */
function show(el: Element, box: HTMLElement): void {
  const [r, b] = [el.getBoundingClientRect(), box.getBoundingClientRect()]
  const [top, bottom] = [r.top - MARGIN_PX, r.bottom + MARGIN_PX]
  if (bottom > b.bottom) box.scrollTop += Math.min(bottom - b.bottom, top - b.top)
  else if (top < b.top) box.scrollTop -= b.top - top
}

/** Keeps `ref`'s element in view each time `shown` changes to something (an error's text). */
export function useRevealed(ref: RefObject<HTMLElement | null>, shown: unknown): void {
  useEffect(() => {
    const el = ref.current
    const win = el?.ownerDocument.defaultView
    if (!shown || !el || !win) return
    const start = win.performance.now()
    let frame = 0
    const follow = () => {
      const box = scrollBox(el)
      if (box) show(el, box)
      if (win.performance.now() - start < FOLLOW_MS) frame = win.requestAnimationFrame(follow)
    }
    follow()
    // On a loaded machine the height animation can start after FOLLOW_MS: its end shows the error again.
    const box = scrollBox(el)
    const settled = (event: TransitionEvent) => event.propertyName === 'height' && box && show(el, box)
    box?.addEventListener('transitionend', settled)
    return () => {
      win.cancelAnimationFrame(frame)
      box?.removeEventListener('transitionend', settled)
    }
  }, [ref, shown])
}
