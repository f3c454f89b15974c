// The dialog shakes (SPEC §9: 500 ms) when it refuses to close, and when an error shows: an error
// toast, or an element with role="alert" appearing in it (a view's error, a form's, an alert). The
// stylesheet turns the motion off under prefers-reduced-motion; the announcement stays.
import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useGangway } from '../context'

export const SHAKE_MS = 500

const isAlert = (node: Node) => node instanceof Element && (node.matches('[role="alert"]') || node.querySelector('[role="alert"]') !== null)

export function useShake(dialog: RefObject<HTMLElement | null>): { shaking: boolean; shake(): void } {
  const [shaking, setShaking] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const shake = useCallback(() => {
    if (timer.current) return // already shaking: one shake at a time
    setShaking(true)
    timer.current = setTimeout(() => {
      timer.current = undefined
      setShaking(false)
    }, SHAKE_MS)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])

  const toast = useStore(useGangway().stores.$toast)
  useEffect(() => {
    if (toast.open && toast.variant === 'error') shake()
  }, [toast, shake])

  useEffect(() => {
    const element = dialog.current
    if (!element || typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some(isAlert))) shake()
    })
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [dialog, shake])
  return { shaking, shake }
}
