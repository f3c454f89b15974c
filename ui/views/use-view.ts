// The params of a view, typed by its name: from the stack the dialog draws (while the next view's
// code loads it still draws the one before: ui/modal/frame.tsx), else from the router's.
import { useStore } from '@nanostores/react'
import { createContext, useContext } from 'react'
import type { ViewEntry, ViewName, ViewParams } from '../../kernel/router'
import { useGangway } from '../context'

/** The stack the dialog draws, when it is not (yet) the router's. */
export const ShownStackContext = createContext<readonly ViewEntry[] | null>(null)

export function useViewParams<N extends ViewName>(name: N): ViewParams[N] {
  const routed = useStore(useGangway().stores.$stack)
  const stack = useContext(ShownStackContext) ?? routed
  const entry = [...stack].reverse().find((e) => e.name === name)
  return entry?.params as ViewParams[N]
}
