// The decisions of SPEC §2 as pure functions: which view opening shows, and how a network switch
// is confirmed. Kept free of state so each rule is tested on its own.
import { view, type ViewEntry } from './router'
import type { ConnectorType, Namespace, Network } from './types'

export interface OpenSituation {
  requested?: ViewEntry
  isMobile: boolean
  manualControl: boolean
  /** The basic (manual) connect view a plugin serves, when one does. */
  manualView?: ViewEntry
  /** Whether any namespace plugin (adapter) is installed. */
  hasAdapters: boolean
  hasAddress: boolean
  isConnected: boolean
}

/** SPEC §2 'Opening the modal' (the namespace switch happens before this is asked). */
export function viewOnOpen(s: OpenSituation): ViewEntry {
  if (s.manualControl || (!s.hasAdapters && !s.hasAddress)) {
    if (s.isMobile || !s.manualView) return view('AllWallets')
    return s.manualView
  }
  if (s.requested) return s.requested
  return s.isConnected ? view('Account') : view('Connect')
}

export interface SwitchSituation {
  target: Network
  active: Network | undefined
  activeNamespace: Namespace | undefined
  isConnected(namespace: Namespace): boolean
  /** The connector of the active namespace, when connected: its type and the namespaces it serves. */
  connector: { type: ConnectorType; chains: readonly Namespace[] } | undefined
  /** Skip the SwitchActiveChain confirmation and go straight to switching. */
  ignoreSwitchConfirmation: boolean
}

export type SwitchDecision = { kind: 'none' } | { kind: 'view'; entry: ViewEntry }

/** SPEC §2 'Network switching'. */
export function decideNetworkSwitch(s: SwitchSituation): SwitchDecision {
  if (s.active && s.target.caipNetworkId === s.active.caipNetworkId) return { kind: 'none' }
  const network = s.target
  // The e-mail and social (auth) connector serves some namespaces itself: it switches in place.
  const authOnSupportedChain = s.connector?.type === 'AUTH' && s.connector.chains.includes(network.chainNamespace)
  if (authOnSupportedChain || s.ignoreSwitchConfirmation) return { kind: 'view', entry: view('SwitchNetwork', { network }) }
  const connectedHere = s.activeNamespace !== undefined && s.isConnected(s.activeNamespace)
  const otherNamespace = network.chainNamespace !== s.activeNamespace
  if (connectedHere && otherNamespace && !s.isConnected(network.chainNamespace)) {
    return {
      kind: 'view',
      entry: view('SwitchActiveChain', {
        switchToChain: network.chainNamespace,
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network,
      }),
    }
  }
  return { kind: 'view', entry: view('SwitchNetwork', { network }) }
}

/** SPEC §4: the UnsupportedChain view opens when switching is enabled, unsupported chains are not allowed and the wallet is not in basic mode. */
export function shouldShowUnsupportedChain(o: { enableNetworkSwitch: boolean; allowUnsupportedChain: boolean; basicMode: boolean }): boolean {
  return o.enableNetworkSwitch && !o.allowUnsupportedChain && !o.basicMode
}
