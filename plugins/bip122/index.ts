// gangway/bip122: Bitcoin. Mainnet and testnet built in (SPEC §3), regtest behind any Esplora URL,
// payment accounts by default (SPEC §6), Wallet Standard `bitcoin:` wallets and sats-connect
// providers. The factory is cheap: sessions, full address rules (checksums), PSBT sends and the
// WalletConnect calls load on first use.
import { gangwayError, type NamespacePlugin, type PluginApi, type WalletSession } from 'gangway'
import { looksLikeBitcoinAddress } from './address-shape'
import { discoverBitcoinWallets } from './discovery'
import { addressBalance } from './esplora'
import { switchTarget } from './switching'

export * from './networks'
export { ADDRESS_REQUIRED, BitcoinSwitchError, nonPaymentNotAllowed } from './switching'

/** What a Bitcoin WalletConnect session asks for (WalletConnect's bip122 methods). */
export const BIP122_WALLETCONNECT_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const
export const BIP122_WALLETCONNECT_EVENTS = ['bip122_addressesChanged'] as const

export interface Bip122Options {
  /** Listen for Wallet Standard wallets with `bitcoin:` chains (default true). */
  walletStandard?: boolean
  /** Offer sats-connect style providers listed in `window.btc_providers` (default true). */
  satsConnect?: boolean
  /** Confirmation target (blocks) whose /fee-estimates rate a send pays (default 6). */
  feeTarget?: number
}

export function bip122(o: Bip122Options = {}): NamespacePlugin {
  // The full address rules arrive with the first session; until then only the shape is checked.
  let fullRules: ((address: string) => boolean) | undefined
  const loadSessions = () =>
    import('./session').then((m) => {
      fullRules = m.isBitcoinAddress
      return m
    })
  return {
    kind: 'namespace',
    namespace: 'bip122',
    label: /* t */ 'Bitcoin',
    // SPEC §6: bitcoin defaults to payment accounts.
    defaultAccountType: 'payment',
    // SPEC §4: a switch to another known Bitcoin connection names its payment account's address.
    switchAccountType: 'payment',
    isAddress: (address) => (fullRules ? fullRules(address) : looksLikeBitcoinAddress(address)),
    discover: (ctx, registry) => discoverBitcoinWallets(ctx, registry, loadSessions, { walletStandard: o.walletStandard ?? true, satsConnect: o.satsConnect ?? true }),
    getBalance: (ctx, network, address) => addressBalance(ctx, network, address),
    capabilities: {
      // Beyond SPEC §1's list: a person with a Bitcoin wallet expects to send bitcoin (native only, back to Account when sent).
      transfers: { requiresToken: false, nativeReturnsToAccount: true, load: () => import('./transfers').then((m) => m.bitcoinTransfers({ feeTarget: o.feeTarget ?? 6 })) },
      signIn: { chainName: 'Bitcoin' },
      rpc: () => import('./rpc-methods').then((m) => m.BIP122_RPC),
      walletConnect: { methods: BIP122_WALLETCONNECT_METHODS, events: BIP122_WALLETCONNECT_EVENTS, load: () => import('./walletconnect') },
    },
  }
}

/**
 * SPEC §4: make another payment account of the connected Bitcoin wallet the active one. Without an
 * address: 'Address parameter is required for switching bip122 connection'; to an ordinals (or
 * unknown) account: 'Switching to non-payment accounts is not allowed for bip122'.
 */
export async function switchBitcoinAccount(modal: Pick<PluginApi, 'session'>, address?: string): Promise<void> {
  const session = modal.session('bip122') as (WalletSession & { switchAccount?(address: string | undefined): Promise<void> }) | undefined
  if (!session) throw gangwayError('CONNECT_BEFORE_REQUEST')
  switchTarget(session.accounts, address)
  // A session this plugin did not make (WalletConnect's) has no way to say so to the kernel.
  if (!session.switchAccount) throw gangwayError('METHOD_NOT_SUPPORTED')
  await session.switchAccount(address)
}
