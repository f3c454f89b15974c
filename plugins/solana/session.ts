// A live session with a Wallet Standard wallet (loaded lazily on the first connect or restore).
// Wallet Standard has no "current chain": the session keeps the one the modal chose and uses
// it for requests; switching checks the wallet's account serves that chain.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { gangwayError, type Account, type CaipNetworkId, type KernelContext, type Network, type SessionChange, type WalletSession } from 'gangway'
import { encodeBase58 } from './base58'
import { standardChainOf } from './networks'
import { solanaRequest } from './requests'

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature>

const solanaAccounts = (accounts: readonly WalletAccount[]): WalletAccount[] =>
  accounts.filter((account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')))
const toAccounts = (accounts: readonly WalletAccount[]): Account[] =>
  accounts.map((account) => ({ address: account.address, type: 'eoa', publicKey: account.address }))

/** Whether `account` may be used on `network` (an account that names no chains serves all). */
export const servesNetwork = (account: WalletAccount, network: Network): boolean =>
  account.chains.length === 0 || account.chains.includes(standardChainOf(network))

/** Connects (with a prompt, or silently on restore); null on a silent restore the wallet no longer grants. */
export async function openStandardSession(ctx: KernelContext, wallet: Wallet, o: { silent: false; network?: Network }): Promise<WalletSession>
export async function openStandardSession(ctx: KernelContext, wallet: Wallet, o: { silent: true; network?: Network }): Promise<WalletSession | null>
export async function openStandardSession(ctx: KernelContext, wallet: Wallet, o: { silent: boolean; network?: Network }): Promise<WalletSession | null> {
  const features = wallet.features as Features
  const connectFeature = features['standard:connect']
  if (!connectFeature) throw gangwayError('FAILED_TO_CONNECT')
  const granted = solanaAccounts((await connectFeature.connect({ silent: o.silent })).accounts)
  if (granted.length === 0) {
    if (o.silent) return null
    throw gangwayError('FAILED_TO_CONNECT')
  }
  let walletAccounts = granted
  let network = o.network && granted.some((account) => servesNetwork(account, o.network!)) ? o.network : undefined
  const listeners = new Set<(change: SessionChange) => void>()
  const emit = (change: SessionChange) => listeners.forEach((listener) => listener(change))

  const stopEvents = features['standard:events']?.on('change', ({ accounts }) => {
    if (!accounts) return
    walletAccounts = solanaAccounts(accounts)
    emit(walletAccounts.length ? { type: 'accounts', accounts: toAccounts(walletAccounts) } : { type: 'disconnect' })
  })
  const release = () => {
    stopEvents?.()
    listeners.clear()
  }
  const accountOf = (address: string): WalletAccount => {
    const account = walletAccounts.find((a) => a.address === address)
    if (!account) throw gangwayError('CONNECT_BEFORE_REQUEST')
    return account
  }

  return {
    get accounts() {
      return toAccounts(walletAccounts)
    },
    get chainId(): CaipNetworkId | undefined {
      return network?.caipNetworkId
    },
    async signMessage(message, address) {
      const message58 = encodeBase58(new TextEncoder().encode(message))
      const { signature } = (await solanaRequest(wallet, { account: accountOf(address), network }, { method: 'solana_signMessage', params: { message: message58, pubkey: address } })) as { signature: string }
      return signature
    },
    async switchNetwork(target) {
      if (!walletAccounts.some((account) => servesNetwork(account, target))) throw gangwayError('CHAIN_NOT_SUPPORTED')
      network = target
      emit({ type: 'chain', chainId: target.caipNetworkId })
    },
    request: (args) => solanaRequest(wallet, { account: walletAccounts[0], network }, args),
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    release,
    async disconnect() {
      release()
      // Not every wallet can disconnect; forgetting the session locally is what matters.
      await features['standard:disconnect']?.disconnect().catch((error: unknown) => ctx.log.debug('standard:disconnect failed', error))
    },
  }
}
