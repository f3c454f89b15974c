// The project's configuration from the services (SPEC §7): remote features applied over the host's,
// and the allowed origins, each failure said the way SPEC §8 says it.
import { SOCIAL_PROVIDERS, type ModalOptions } from '../options'
import type { Kernel } from '../kernel'
import type { ApiClient, RemoteFeatureEntry } from './types'

type RemoteFeatures = ModalOptions['remoteFeatures']
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status

/** The remote config's entries as the options' remote features: a switched-off provider list is `false`. */
export function toRemoteFeatures(entries: readonly RemoteFeatureEntry[], base: RemoteFeatures): RemoteFeatures {
  const next: RemoteFeatures = { ...base }
  const list = (entry: RemoteFeatureEntry, fallback: readonly string[] | false): string[] | false => (entry.isEnabled ? [...(entry.config ?? (fallback || []))] : false)
  for (const entry of entries) {
    if (entry.id === 'email') next.email = entry.isEnabled
    else if (entry.id === 'activity') next.activity = entry.isEnabled
    else if (entry.id === 'reownBranding') next.reownBranding = entry.isEnabled
    else if (entry.id === 'socials') {
      const providers = list(entry, base.socials)
      next.socials = providers === false ? false : providers.filter((p): p is (typeof SOCIAL_PROVIDERS)[number] => (SOCIAL_PROVIDERS as readonly string[]).includes(p))
    } else if (entry.id === 'swaps') next.swaps = list(entry, base.swaps)
    else if (entry.id === 'onramp') next.onramp = list(entry, base.onramp)
  }
  return next
}

export function createProjectConfig(k: Kernel, api: ApiClient, hostSetRemoteFeatures: boolean) {
  let loaded: Promise<void> | undefined
  return {
    loadRemoteConfig(): Promise<void> {
      loaded ??= (async () => {
        if (!api.hasCatalogue) return
        try {
          const next = toRemoteFeatures(await api.remoteConfig(), k.$remoteFeatures.get())
          const changed = JSON.stringify(next) !== JSON.stringify(k.$remoteFeatures.get())
          if (hostSetRemoteFeatures && changed) k.alerts.show('LOCAL_CONFIGURATION_IGNORED')
          // Set only when it says something new: every view that shows a feature (the open dialog
          // itself) draws again for a new object, even an equal one (issue 15: ~0.04 MiB of heap).
          if (changed) k.$remoteFeatures.set(next)
        } catch (error) {
          // SPEC §8 'Server Error': the app config could not be read (a 403 or a 429 said its own alert).
          const status = statusOf(error)
          if (status !== 403 && status !== 429) k.alerts.show('SERVER_ERROR')
          k.ctx.log.warn('remote config unavailable: the host’s features stand', error)
        }
      })()
      return loaded
    },
    async allowedOrigins(): Promise<string[]> {
      try {
        return await api.allowedOrigins()
      } catch (error) {
        // SPEC §8: 429 gives RATE_LIMITED, 500-599 SERVER_ERROR, any other failure an empty list.
        const status = statusOf(error)
        if (status === 429) k.alerts.show('RATE_LIMITED')
        else if (typeof status === 'number' && status >= 500 && status <= 599) k.alerts.show('SERVER_ERROR')
        return []
      }
    },
  }
}
