// The views' shared rules as a component, loaded lazily beside the view that needs them (the
// frame's Suspense waits for both, so no view ever shows unstyled). Once loaded (a view preloaded
// on intent or at idle loads them too) they render without suspending: a lazy component suspends
// on its first render even when its code is there, and React then holds the view back up to 300 ms.
import { lazy } from 'react'

let ready: string | undefined
let loading: Promise<string> | undefined

/** Load the rules ahead of the view that needs them. */
export function loadViewStyles(): Promise<string> {
  loading ??= import('./views').then(
    (m) => (ready = m.viewStyles),
    (error: unknown) => ((loading = undefined), Promise.reject(error)),
  )
  return loading
}

const Sheet = () => <style>{ready}</style>
const LazySheet = lazy(() => loadViewStyles().then(() => ({ default: Sheet })))

export function ViewStyles() {
  return ready === undefined ? <LazySheet /> : <Sheet />
}
