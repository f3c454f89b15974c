// The services half of the kernel, loaded on first use (the first open, or the first view that
// needs balances or history): the API client, token balances, identity, analytics.
import type { Kernel } from '../kernel'
import { startAnalytics } from './analytics'
import { createTokenBalances } from './balances'
import { createApiClient } from './client'
import { alertForFailure } from '../alerts'
import { createIdentity } from './identity'
import { createProjectConfig } from './project'
import type { Services, TrackedEvent } from './types'

/** `hostSetRemoteFeatures`: the host passed remoteFeatures itself (remote config then says it overrides them). */
export function createServices(k: Kernel, o: { hostSetRemoteFeatures?: boolean } = {}): Services {
  // SPEC §8: a provider's refusal or a rate limit on any call shows its alert (once).
  const api = createApiClient(k.ctx, (error) => {
    const { status, reason } = error as { status?: number; reason?: string }
    const alert = alertForFailure(status, reason)
    if (alert) k.alerts.show(alert)
  })
  const balances = createTokenBalances(k, api)
  const names = createIdentity(
    api,
    (namespace) => k.namespaces.get(namespace),
    (namespace = k.network.$activeNamespace.get()) => (k.accounts.isConnected(namespace) ? k.accounts.get(namespace!).address : undefined),
  )
  let analytics: Promise<() => void> | undefined
  // SPEC §3 profileName: the name of an account (where its namespace has names) as it connects or
  // changes, from the first open on (nothing is fetched before the person opens the modal).
  const follow = (namespace: string) => {
    if (k.namespaces.get(namespace)?.capabilities.names) void services.loadProfile({ namespace })
  }
  k.ctx.events.on('connect', ({ namespace }) => follow(namespace))
  k.ctx.events.on('accountChanged', ({ namespace }) => follow(namespace))
  queueMicrotask(() => k.accounts.connectedNamespaces().forEach(follow))
  const services: Services = {
    api,
    ...balances,
    ...names,
    ...createProjectConfig(k, api, o.hostSetRemoteFeatures ?? false),
    startAnalytics: (early: readonly TrackedEvent[]) => (analytics ??= startAnalytics(k, api, early)),
    async loadProfile(o = {}): Promise<void> {
      const namespace = o.namespace ?? k.network.$activeNamespace.get()
      // Names exist where the namespace says so (SPEC §1: eip155).
      const address = namespace && k.namespaces.get(namespace)?.capabilities.names ? k.accounts.get(namespace).address : undefined
      if (!namespace || !address || !api.hasApi) return
      const identity = await names.identity(address, namespace, { force: o.force }).catch(() => undefined)
      if (!identity || k.accounts.get(namespace).address !== address) return
      k.accounts.update(namespace, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined })
    },
  }
  return services
}
