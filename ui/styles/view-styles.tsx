// The views' shared rules as a component, loaded lazily beside the view that needs them (the
// frame's Suspense waits for both, so no view ever shows unstyled).
import { lazy } from 'react'

export const ViewStyles = lazy(async () => {
  const { viewStyles } = await import('./views')
  return { default: () => <style>{viewStyles}</style> }
})
