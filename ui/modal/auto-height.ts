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
    const observer = new ResizeObserver(([entry]) => {
      if (entry) box.style.height = `${entry.target.getBoundingClientRect().height}px`
    })
    observer.observe(content)
    return () => observer.disconnect()
  }, [])
  return { outer, inner }
}
