import { describe, expect, it } from 'vitest'
import { decideNetworkSwitch, shouldShowUnsupportedChain, viewOnOpen, type OpenSituation, type SwitchSituation } from '../../../kernel/navigation'
import { view, type ViewEntry } from '../../../kernel/router'
import { testNetwork } from '../support/namespace'

/** The basic (manual) connect view a plugin serves by role: WalletConnect's ConnectingWalletConnectBasic. */
const basic = { name: 'ConnectingWalletConnectBasic', params: undefined } as unknown as ViewEntry

const opening = (patch: Partial<OpenSituation>): OpenSituation => ({
  isMobile: false,
  manualControl: false,
  manualView: basic,
  hasAdapters: true,
  hasAddress: false,
  isConnected: false,
  ...patch,
})

describe('SPEC §2 opening the modal', () => {
  it('SPEC §2 with manual control, AllWallets is shown on mobile', () => {
    expect(viewOnOpen(opening({ manualControl: true, isMobile: true })).name).toBe('AllWallets')
  })

  it('SPEC §2 with manual control, the basic WalletConnect view is shown on desktop', () => {
    expect(viewOnOpen(opening({ manualControl: true, isMobile: false })).name).toBe('ConnectingWalletConnectBasic')
  })

  it('SPEC §2 manual control wins over an explicitly requested view and over being connected', () => {
    expect(viewOnOpen(opening({ manualControl: true, requested: view('Networks'), isConnected: true, hasAddress: true })).name).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  it('SPEC §2 with no adapters and no address, AllWallets is shown on mobile and the basic WalletConnect view on desktop', () => {
    expect(viewOnOpen(opening({ hasAdapters: false, hasAddress: false, isMobile: true })).name).toBe('AllWallets')
    expect(viewOnOpen(opening({ hasAdapters: false, hasAddress: false, isMobile: false })).name).toBe('ConnectingWalletConnectBasic')
    // No plugin serves a basic view: AllWallets, never a blank modal.
    expect(viewOnOpen(opening({ hasAdapters: false, hasAddress: false, manualView: undefined })).name).toBe('AllWallets')
  })

  it('SPEC §2 with no adapters but an address, the ordinary rules apply', () => {
    expect(viewOnOpen(opening({ hasAdapters: false, hasAddress: true, isConnected: true })).name).toBe('Account')
  })

  it('SPEC §2 otherwise an explicitly requested view is shown', () => {
    const requested = view('ConnectingExternal', { connectorId: 'io.metamask', namespace: 'eip155' })
    expect(viewOnOpen(opening({ requested, isConnected: true, hasAddress: true }))).toEqual(requested)
  })

  it('SPEC §2 else Account is shown when connected', () => {
    expect(viewOnOpen(opening({ isConnected: true, hasAddress: true })).name).toBe('Account')
  })

  it('SPEC §2 else Connect is shown when not connected', () => {
    expect(viewOnOpen(opening({})).name).toBe('Connect')
  })
})

const eth = testNetwork('eip155', 1)
const op = testNetwork('eip155', 10)
const sol = testNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const btc = testNetwork('bip122', '000000000019d6689c085ae165831e93')

/** The e-mail and social (auth) connector, serving eip155 and solana (SPEC §1). */
const auth = { type: 'AUTH', chains: ['eip155', 'solana'] } as const

const switching = (patch: Partial<SwitchSituation> & { connected?: string[] }): SwitchSituation => {
  const connected = new Set(patch.connected ?? [])
  return {
    target: op,
    active: eth,
    activeNamespace: 'eip155',
    isConnected: (namespace) => connected.has(namespace),
    connector: undefined,
    ignoreSwitchConfirmation: false,
    ...patch,
  }
}

describe('SPEC §2 network switching', () => {
  it('SPEC §2 if the target network is already active, nothing happens', () => {
    expect(decideNetworkSwitch(switching({ target: eth, active: eth, connected: ['eip155'] }))).toEqual({ kind: 'none' })
    // Same id, different object: still the active network.
    expect(decideNetworkSwitch(switching({ target: { ...eth }, active: eth }))).toEqual({ kind: 'none' })
  })

  it('SPEC §2 with the social or e-mail auth connector and a target chain it serves (eip155), SwitchNetwork is shown', () => {
    expect(decideNetworkSwitch(switching({ target: op, connected: ['eip155'], connector: auth }))).toEqual({
      kind: 'view',
      entry: view('SwitchNetwork', { network: op }),
    })
  })

  it('SPEC §2 with the auth connector and a solana target (another namespace it supports), SwitchNetwork is shown instead of SwitchActiveChain', () => {
    expect(decideNetworkSwitch(switching({ target: sol, connected: ['eip155'], connector: auth }))).toEqual({
      kind: 'view',
      entry: view('SwitchNetwork', { network: sol }),
    })
  })

  it('SPEC §2 the auth connector rule does not cover a chain it does not serve (bip122): SwitchActiveChain is shown', () => {
    const decision = decideNetworkSwitch(switching({ target: btc, connected: ['eip155'], connector: auth }))
    expect(decision.kind === 'view' && decision.entry.name).toBe('SwitchActiveChain')
  })

  it('SPEC §2 when the switch confirmation is ignored, SwitchNetwork is shown even across namespaces', () => {
    expect(decideNetworkSwitch(switching({ target: sol, connected: ['eip155'], ignoreSwitchConfirmation: true }))).toEqual({
      kind: 'view',
      entry: view('SwitchNetwork', { network: sol }),
    })
  })

  it('SPEC §2 connected on the current chain but not in the target namespace: SwitchActiveChain with switchToChain, navigateTo Connect, navigateWithReplace and network', () => {
    expect(decideNetworkSwitch(switching({ target: sol, connected: ['eip155'], connector: { type: 'ANNOUNCED', chains: ['eip155'] } }))).toEqual({
      kind: 'view',
      entry: {
        name: 'SwitchActiveChain',
        params: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: sol },
      },
    })
  })

  it('SPEC §2 otherwise SwitchNetwork is shown: same namespace', () => {
    expect(decideNetworkSwitch(switching({ target: op, connected: ['eip155'], connector: { type: 'ANNOUNCED', chains: ['eip155'] } }))).toEqual({
      kind: 'view',
      entry: view('SwitchNetwork', { network: op }),
    })
  })

  it('SPEC §2 otherwise SwitchNetwork is shown: the target namespace is connected too', () => {
    expect(decideNetworkSwitch(switching({ target: sol, connected: ['eip155', 'solana'] }))).toEqual({
      kind: 'view',
      entry: view('SwitchNetwork', { network: sol }),
    })
  })

  it('SPEC §2 otherwise SwitchNetwork is shown: not connected on the current chain', () => {
    expect(decideNetworkSwitch(switching({ target: sol, connected: [] }))).toEqual({
      kind: 'view',
      entry: view('SwitchNetwork', { network: sol }),
    })
  })
})

describe('SPEC §4 UnsupportedChain view', () => {
  it('SPEC §4 UnsupportedChain opens when switching is enabled, unsupported chains are not allowed and the wallet is not in basic mode', () => {
    expect(shouldShowUnsupportedChain({ enableNetworkSwitch: true, allowUnsupportedChain: false, basicMode: false })).toBe(true)
    expect(shouldShowUnsupportedChain({ enableNetworkSwitch: false, allowUnsupportedChain: false, basicMode: false })).toBe(false)
    expect(shouldShowUnsupportedChain({ enableNetworkSwitch: true, allowUnsupportedChain: true, basicMode: false })).toBe(false)
    expect(shouldShowUnsupportedChain({ enableNetworkSwitch: true, allowUnsupportedChain: false, basicMode: true })).toBe(false)
  })
})
