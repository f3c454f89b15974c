// Animate the modal's height between views (SPEC §9: 150 ms), following the content's size.
// The height is written straight to the outer element: a React state here would re-render the
// whole dialog on every size change, the first one included.
import { useLayoutEffect, useRef } from 'react'

export function useAutoHeight<Outer extends HTMLElement, Inner extends HTMLElement>() {
  const outer = useRef<Outer>(null)
  const inner = useRef<Inner>(null)
  useLayoutEffect(() => {
    const [box, content] = [outer.current, inner.current]
    if (!box || !content || typeof ResizeObserver === 'undefined') return
    const follow = () => (box.style.height = `${content.getBoundingClientRect().height}px`)
    // While a pointer is pressed on the dialog its height holds still (a change under way stops where it
    // is): the dialog is centred, so a new height moves every control, and the one under the press would
    // slip away before the release, taking the click elsewhere. It follows the content on release.
    let pressed = false
    const observer = new ResizeObserver(() => pressed || follow())
    const dialog = box.closest<HTMLElement>('[role="dialog"]') ?? box
    const w = box.ownerDocument.defaultView
    const press = (e: PointerEvent) => {
      if (!e.isPrimary) return
      pressed = true
      box.style.height = `${box.getBoundingClientRect().height}px`
    }
    const release = () => {
      if (!pressed) return
      pressed = false
      follow()
    }
    observer.observe(content)
    dialog.addEventListener('pointerdown', press)
    // On the window: the press may end outside the dialog, or the window lose it.
    const ends = ['pointerup', 'pointercancel', 'blur'] as const
    for (const type of ends) w?.addEventListener(type, release, true)
    return () => {
      observer.disconnect()
      dialog.removeEventListener('pointerdown', press)
      for (const type of ends) w?.removeEventListener(type, release, true)
    }
  }, [])
  return { outer, inner }
}
