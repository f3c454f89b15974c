// The catalogue view's code, loaded once; known synchronously once it is there, so All Wallets renders
// it without suspending (a React.lazy suspends on its first render even when its code has loaded, and
// React then holds the content back up to 300 ms after its fallback showed).
import type { ComponentType } from 'react'

let ready: ComponentType | undefined
let loading: Promise<{ default: ComponentType }> | undefined

export function loadCatalogueView(): Promise<{ default: ComponentType }> {
  loading ??= import('./catalogue-view').then(
    (m) => ((ready = m.default), m),
    (error: unknown) => ((loading = undefined), Promise.reject(error)),
  )
  return loading
}

export const catalogueViewNow = (): ComponentType | undefined => ready
