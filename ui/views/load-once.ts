// A component whose code loads once, on first use or ahead of it, and that renders without
// suspending once loaded: a React.lazy that has not rendered yet suspends once even when its code is
// there, and React then holds the content back up to 300 ms after showing the fallback (its throttle
// for revealing suspended content). Views and their shared styles are loaded through it, so one
// preloaded on intent or at idle renders in the click's own frame.
import { lazy, type ComponentType } from 'react'

export function loadOnce(load: () => Promise<{ default: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined
  let ready: ComponentType | undefined
  let handed: ComponentType | undefined
  const start = () => {
    loading ??= load().then(
      (m) => ((ready = m.default), m),
      (error: unknown) => ((loading = undefined), Promise.reject(error)),
    )
    return loading
  }
  return {
    /** Starts loading (once); resolves when the code is there. */
    start,
    /** The component to render: the loaded one, else a lazy one. Once handed out it stays the one (another type would remount it). */
    component: () => (handed ??= ready ?? lazy(start)),
  }
}

export type LoadOnce = ReturnType<typeof loadOnce>
