// The dialog shakes (SPEC §9: 500 ms) when it refuses to close, and when an error shows
// (./live.tsx). The stylesheet turns the motion off under prefers-reduced-motion.
import { useCallback, useEffect, useRef, useState } from 'react'

export const SHAKE_MS = 500

export function useShake(): { shaking: boolean; shake(): void } {
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
  return { shaking, shake }
}
