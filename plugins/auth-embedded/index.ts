// gangway/embedded: the embedded wallet, signed in with an e-mail one-time code, a social account or
// Farcaster, its keys held by the host's own secure site (services/secure). The factory is small: the
// frame client, the controller and the flow's views load on the way to Connect's e-mail or social
// section, or when a stored embedded connection is restored.
import { storageKeys, isStringRecord, type Connector, type FeaturePlugin, type Namespace, type PluginApi } from 'gangway'
import { AUTH_CONNECTOR_ID, AUTH_NAMESPACES, loginCacheKeys, setContext, type EmbeddedOptions } from './context'

export type { EmbeddedOptions } from './context'
export { AUTH_CONNECTOR_ID } from './context'

declare module 'gangway' {
  interface ViewParams {
    EmbeddedEmail: undefined
    EmbeddedSocials: undefined
    EmailLogin: { email: string }
    ConnectingSocial: { provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'; name: string }
    ConnectingFarcaster: undefined
    ApproveTransaction: undefined
    ProfileWallets: undefined
    UpdateEmailWallet: undefined
    AccountType: undefined
  }
  interface FeatureFlags {
    /** The e-mail and social sign-in sections and the embedded wallet (gangway/embedded). */
    embedded?: boolean
    /** Wallets, Edit e-mail and Account type (smart account or EOA) in Account, for the embedded wallet (gangway/embedded). */
    embeddedAccount?: boolean
  }
}

/** The controller, with the flow's views (a restored session's next view is its approval): one lazy chunk. */
const controllerOf = (api: PluginApi) => import('./views/flow-views').then((m) => m.loadController(api))

/** The embedded wallet as a connector of one namespace; it connects once the person signed in (or restores a stored session). */
export function authConnector(api: PluginApi, namespace: Namespace, chains: readonly Namespace[]): Connector {
  return {
    id: AUTH_CONNECTOR_ID,
    name: 'Email & Socials',
    type: 'AUTH',
    chain: namespace,
    chains,
    connect: async () => (await controllerOf(api)).openSession(namespace),
    restore: async () => (await controllerOf(api)).restoreSession(namespace),
  }
}

/**
 * The embedded wallet: `plugins: [eip155(), solana(), ...embedded({ secureSiteUrl })]`. Two features:
 * the sign-in (Connect's e-mail and social sections, the connecting views, ApproveTransaction) and
 * the account views for an embedded connection (ProfileWallets, UpdateEmailWallet).
 */
export function embedded(options: EmbeddedOptions): readonly [FeaturePlugin, FeaturePlugin] {
  const signIn: FeaturePlugin = {
    kind: 'feature',
    id: 'embedded',
    // SPEC §1: the e-mail and social wallet serves eip155 and solana only; with another namespace
    // active (a switch to Polkadot), Connect offers no e-mail or social sign-in.
    requires: { namespaces: AUTH_NAMESPACES },
    entries: [
      { slot: 'connect', method: 'email', view: 'EmbeddedEmail', label: /* t */ 'Email' },
      { slot: 'connect', method: 'social', view: 'EmbeddedSocials', label: /* t */ 'Socials' },
    ],
    views: ['EmbeddedEmail', 'EmbeddedSocials', 'EmailLogin', 'ConnectingSocial', 'ConnectingFarcaster', 'ApproveTransaction'],
    titles: { EmailLogin: /* t */ 'Confirm Email', ConnectingFarcaster: /* t */ 'Farcaster', ApproveTransaction: /* t */ 'Approve Transaction' },
    start(api, registry) {
      const chains = AUTH_NAMESPACES.filter((ns) => api.namespaces.has(ns))
      const connectors = new Map(chains.map((ns) => [ns, authConnector(api, ns, chains)]))
      const undos: Array<() => void> = []
      setContext(api, { options, registry, chains, connector: (ns) => connectors.get(ns as (typeof chains)[number])!, onDestroy: (undo) => void undos.push(undo) })
      // SPEC §4 Startup: a stored embedded connection is restored once the frame says it is still
      // signed in; without one (no e-mail or social login used here), the frame is not even loaded.
      const stored = api.context.storage.get(storageKeys.connectorIds, isStringRecord) ?? {}
      const used = api.context.storage.get(loginCacheKeys.emailLoginUsed, (v): v is true => v === true)
      for (const ns of chains) if (stored[ns] === AUTH_CONNECTOR_ID && used) registry.add(connectors.get(ns)!)
      // SPEC §2: a Telegram sign-in comes back with result_uri in the address.
      if (api.context.env.window?.location.search.includes('result_uri=')) void controllerOf(api).then((c) => c.finishRedirect())
      // modal.destroy(): the secure frame leaves the page, and what still waits on it settles.
      return () => undos.splice(0).forEach((undo) => undo())
    },
    load: () => import('./module'),
  }
  const account: FeaturePlugin = {
    kind: 'feature',
    id: 'embeddedAccount',
    requires: { connectorTypes: ['AUTH'] },
    entries: [
      { slot: 'account', view: 'ProfileWallets', label: /* t */ 'Wallets' },
      { slot: 'account', view: 'UpdateEmailWallet', label: /* t */ 'Edit email' },
      { slot: 'account-profile', view: 'AccountType', label: /* t */ 'Account type' },
    ],
    views: ['ProfileWallets', 'UpdateEmailWallet', 'AccountType'],
    // AccountType is titled by its entry's label.
    titles: { UpdateEmailWallet: /* t */ 'Edit Email' },
    load: () => import('./account-module'),
  }
  return [signIn, account]
}

export { updateEmail } from './update-email'
