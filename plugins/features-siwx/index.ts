// gangway/siwx: sign in with the connected wallet (SPEC §4 SIWX): CAIP-122 messages for every
// namespace that declares `capabilities.signIn`, verified and kept by the host's server. The factory
// arms SPEC §2's close guard and watches for a connected account; the controller, the messages and
// the SIWXSignMessage view load once an account is connected.
import type { FeaturePlugin, PluginApi } from 'gangway'
import type { SiwxController } from './controller'
import { resolveSettings, settingsOf, SIWX_VIEW } from './settings'
import type { SiwxConfig } from './types'

export { SIWX_VIEW }

declare module 'gangway' {
  interface ViewParams {
    SIWXSignMessage: undefined
  }
  interface FeatureFlags {
    /** Sign-in with the wallet (installed with `siwx()`); default on. */
    siwx?: boolean
  }
}

/** The sign-in controller of a modal (loads the sign-in code on first use). */
export const siwxController = (api: PluginApi): Promise<SiwxController> => import('./controller').then((m) => m.controllerOf(api))

/** Sign the active account out: its session is revoked on the server (and, when sign-in is required, the wallet disconnected). */
export const signOut = (api: PluginApi): Promise<void> => siwxController(api).then((c) => c.signOut())

export function siwx(config?: SiwxConfig): FeaturePlugin {
  const plugin: FeaturePlugin = {
    kind: 'feature',
    id: 'siwx',
    requires: { capabilities: ['signIn'] },
    views: [SIWX_VIEW],
    titles: { [SIWX_VIEW]: /* t */ 'Sign In' },
    start(api) {
      const settings = resolveSettings(api.options, config)
      if (!settings) return
      settingsOf.set(api, settings)
      let controller: SiwxController | undefined
      let loading = false
      // SPEC §4: the first connected account loads the controller, which checks it and every later one.
      const stopWatching = api.stores.$account.subscribe((account) => {
        if (controller || loading || account.status !== 'connected' || !api.isEnabled(plugin, account.namespace)) return
        loading = true
        siwxController(api).then(
          (c) => (controller = c),
          (error: unknown) => api.context.log.error('could not load sign-in', error),
        )
      })
      // SPEC §2: closing is refused in the sign-in view while sign-in is required and no session exists;
      // also while a view the wallet shows to sign sits over it (the embedded wallet's approval): closing
      // there would leave the account connected without the session the host requires.
      const stopGuard = api.guardClose(
        () => settings.required && api.router.$stack.get().some((entry) => entry.name === SIWX_VIEW) && api.stores.$account.get().status === 'connected' && !controller?.hasSession(),
      )
      // After a person connects through the modal, sign-in is the next view when the account has no
      // session: the connecting view shows it instead of closing.
      const stopAfterConnect = api.afterConnect(async () => {
        if (!api.isEnabled(plugin)) return undefined
        const c = await siwxController(api)
        await c.idle()
        return c.hasSession() ? undefined : { name: SIWX_VIEW, params: undefined }
      })
      return () => {
        stopWatching()
        stopGuard()
        stopAfterConnect()
      }
    },
    load: () => import('./module'),
  }
  return plugin
}

export { serverSessions } from './strategy'
export type { SiwxController } from './controller'
export type { SiwxMessageData } from './message'
export type { SiweConfig, SiwxConfig, SiwxNonce, SiwxSession, SiwxStrategy } from './types'
