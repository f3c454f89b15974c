// Animate the modal's height between views (SPEC §9: 150 ms), following the content's size.
import { useLayoutEffect, useRef, useState } from 'react'

export function useAutoHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [height, setHeight] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => entry && setHeight(entry.target.getBoundingClientRect().height))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, height }
}
