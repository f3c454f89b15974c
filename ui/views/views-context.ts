// How a view reaches other views without importing them (which would tie every lazy view back to
// the registry in an import cycle): the provider hands down the registry of its modal.
import { createContext, useContext, type ComponentType } from 'react'

export interface ViewsApi {
  /** The component that draws a view name (a lazy one for every view but Connect). */
  resolve(name: string): ComponentType
  /** Start loading a view's code ahead of its first show; settles when it is there (or failed). */
  preload(name: string): Promise<void>
  /** Whether a preload has brought the view's code (and its plugin's own preload): it then renders at once, without suspending. */
  isReady(name: string): boolean
}

export const ViewsContext = createContext<ViewsApi | null>(null)

export function useViews(): ViewsApi {
  const views = useContext(ViewsContext)
  if (!views) throw new Error('Gangway views need a <GangwayProvider> above them')
  return views
}

/**
 * Props that start loading a view when the person shows intent (pointer over, focus on the control
 * that opens it), so it is usually ready by the click. Spread them on that control.
 */
export function usePreloadOnIntent(name: string) {
  const { preload } = useViews()
  return { onPointerEnter: () => void preload(name), onFocus: () => void preload(name) }
}
