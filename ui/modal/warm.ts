// The modal's warm-up, so the first open costs what a reopen costs. Once the host page has painted
// and is idle, or at the first sign of intent (a pointer over or focus on a Connect button), the
// dialog is rendered once, hidden, in its shadow root, then removed: its code has run once (compiled),
// its stylesheet's rules and its fonts have been resolved, and the element with its shadow root and
// stylesheet waits, detached, for the click. Nothing is fetched for it: the hidden render shows no
// images and none of the sections plugins load.
import { atom } from 'nanostores'
import { createContext, useContext } from 'react'
import { afterPaint } from '../../kernel/after-paint'
import { perModal } from '../../kernel/per-modal'
import type { PluginApi } from '../../kernel/plugin'

export type WarmState = 'cold' | 'warming' | 'warm'

export const warmStateOf = perModal(() => atom<WarmState>('cold'))

/** Start the warm-up now, unless it ran already (a Connect button calls it on intent). */
export function warmUp(api: PluginApi): void {
  const state = warmStateOf(api)
  if (state.get() === 'cold') state.set('warming')
}

/** True inside the hidden warm-up render: views leave out what would fetch, focus or announce. */
export const WarmContext = createContext(false)
export const useWarming = (): boolean => useContext(WarmContext)

type IdleWindow = Window & { requestIdleCallback?(cb: () => void, o?: { timeout: number }): number; cancelIdleCallback?(id: number): void }

/** Run `task` once the page has painted and then gone idle (within 2 s at most). */
export function whenIdle(w: Window | undefined, task: () => void): () => void {
  let cancelled = false
  let cancelIdle = () => {}
  afterPaint(w, () => {
    if (cancelled) return
    const idle = w as IdleWindow | undefined
    if (idle?.requestIdleCallback) {
      const id = idle.requestIdleCallback(task, { timeout: 2000 })
      cancelIdle = () => idle.cancelIdleCallback?.(id)
    } else {
      const timer = setTimeout(task, 50)
      cancelIdle = () => clearTimeout(timer)
    }
  })
  return () => {
    cancelled = true
    cancelIdle()
  }
}
