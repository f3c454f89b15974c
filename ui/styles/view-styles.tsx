// The views' shared rules as a component, loaded lazily beside the view that needs them (the
// frame's Suspense waits for both, so no view ever shows unstyled). Once loaded (a view preloaded
// on intent or at idle loads them too) they render without suspending (ui/views/load-once.ts).
import { loadOnce } from '../views/load-once'

const sheet = loadOnce(async () => {
  const { viewStyles } = await import('./views')
  return { default: () => <style>{viewStyles}</style> }
})

/** Load the rules ahead of the view that needs them. */
export const loadViewStyles = (): Promise<unknown> => sheet.start()

export function ViewStyles() {
  const Sheet = sheet.component()
  return <Sheet />
}
