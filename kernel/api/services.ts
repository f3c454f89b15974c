// The services half of the kernel, loaded on first use (the first open, or the first view that
// needs balances or history): the API client, token balances, identity, analytics.
import type { Kernel } from '../kernel'
import { startAnalytics } from './analytics'
import { createTokenBalances } from './balances'
import { createApiClient } from './client'
import { createIdentity } from './identity'
import type { TrackedEvent } from './types'

export function createServices(k: Kernel) {
  const api = createApiClient(k.ctx)
  const balances = createTokenBalances(k, api)
  const names = createIdentity(api)
  let analytics: Promise<() => void> | undefined
  return {
    api,
    ...balances,
    ...names,
    /** Once per modal, on the first open. */
    startAnalytics: (early: readonly TrackedEvent[]) => (analytics ??= startAnalytics(k, api, early)),
    /** Fetch the active account's name (eip155 names, SPEC §1) into its profile. */
    async loadProfile(): Promise<void> {
      const namespace = k.network.$activeNamespace.get()
      const address = namespace === 'eip155' ? k.accounts.get(namespace).address : undefined
      if (!address || !api.hasApi) return
      const { name } = await names.identity(address).catch(() => ({ name: undefined }))
      if (name && k.accounts.get(namespace!).address === address) k.accounts.update(namespace!, { profileName: name })
    },
  }
}

export type Services = ReturnType<typeof createServices>
