// gangway/names: register a name for the connected address (SPEC §1 Names, §2 RegisterAccountName,
// §4 name registration) in the services' registry, on every namespace with the names capability.
// The factory is a few bytes; the controller and views load when "Choose a name" is first opened.
import type { NamesOptions, NamesPlugin } from './types'

export const NAME_VIEWS = ['RegisterAccountName', 'RegisterAccountNameSuccess'] as const

declare module 'gangway' {
  interface ViewParams {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: { registered: string }
  }
  interface FeatureFlags {
    /** Name registration (installed with `names()`); default on. */
    names?: boolean
  }
}

export function names(o: NamesOptions = {}): NamesPlugin {
  return {
    kind: 'feature',
    id: 'names',
    // SPEC §6: registering needs the auth (e-mail and social) connector, unless the host lets wallets register.
    requires: { capabilities: ['names'], services: ['api'], connectorTypes: o.allowWalletConnections ? undefined : ['AUTH'] },
    entries: [{ slot: 'account-profile', view: 'RegisterAccountName', label: /* t */ 'Choose a name' }],
    views: NAME_VIEWS,
    titles: { RegisterAccountNameSuccess: /* t */ 'Name registered' },
    zone: (o.zone ?? 'gw').replace(/^\./, ''),
    allowWalletConnections: o.allowWalletConnections ?? false,
    load: () => import('./module'),
  }
}

export type { NamesController, NamesState } from './controller'
export type { NamesOptions, NamesPlugin } from './types'
