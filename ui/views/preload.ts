// Start loading a core view's chunk when the person shows intent (pointer over, focus on the
// control that opens it), so the view is usually ready by the click. Nothing loads on its own.
import { coreViews } from './core-views'

export function preloadView(name: string): void {
  void coreViews[name]?.().catch(() => undefined)
}

/** Props that preload a view on intent: spread them on the control that navigates to it. */
export const preloadOnIntent = (name: string) => ({ onPointerEnter: () => preloadView(name), onFocus: () => preloadView(name) })
