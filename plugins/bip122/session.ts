// A live Bitcoin session (loaded on the first connect or restore) over a Wallet Standard wallet or a
// sats-connect provider. Requests take WalletConnect's bip122 shapes (getAccountAddresses,
// signMessage, signPsbt, sendTransfer), so the transfers speak one language to every Bitcoin wallet.
// SPEC §4: the person switches only to a payment account, naming its address (switchAccount).
import type { Wallet } from '@wallet-standard/base'
import { gangwayError, rpcErrorCodes, type Account, type CaipNetworkId, type KernelContext, type Network, type SessionChange, type WalletSession } from 'gangway'
import { rpcError, unsupported, type BitcoinWallet, type SignInput } from './bitcoin-wallet'
import { connectSatsConnectWallet } from './sats-connect-wallet'
import { connectStandardWallet } from './standard-wallet'
import { switchTarget, withFirst } from './switching'
import type { SatsConnectProvider } from './wallet-types'

export { isBitcoinAddress } from './address'

/** A Bitcoin session can also switch its active account (SPEC §4); WalletSession has no such action. */
export interface BitcoinSession extends WalletSession {
  switchAccount(address: string | undefined): Promise<void>
}

const param = (params: unknown, key: string): unknown => (typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined)
function text(params: unknown, key: string): string {
  const value = param(params, key)
  if (typeof value !== 'string' || !value) throw rpcError(rpcErrorCodes.INVALID_PARAMS, `${key} must be a non-empty string`)
  return value
}
function signInputs(params: unknown): SignInput[] {
  const list = param(params, 'signInputs')
  const valid = Array.isArray(list) && list.every((i: SignInput) => typeof i?.address === 'string' && Number.isInteger(i.index) && i.index >= 0)
  if (!valid) throw rpcError(rpcErrorCodes.INVALID_PARAMS, 'signInputs must list { address, index }')
  return list as SignInput[]
}
function amountOf(params: unknown): bigint {
  const value = param(params, 'amount')
  if (typeof value !== 'string' || !/^[1-9]\d*$/.test(value)) throw rpcError(rpcErrorCodes.INVALID_PARAMS, 'amount must be a whole number of satoshi, as a string')
  return BigInt(value)
}

export function bitcoinSession(wallet: BitcoinWallet, network: Network | undefined): BitcoinSession {
  let accounts: Account[] = [...wallet.accounts()]
  let current = network && wallet.serves(network) ? network : undefined
  const listeners = new Set<(change: SessionChange) => void>()
  const emit = (change: SessionChange) => listeners.forEach((listener) => listener(change))
  const stopAccounts = wallet.onAccounts((next) => {
    accounts = next
    emit(next.length ? { type: 'accounts', accounts } : { type: 'disconnect' })
  })
  const release = () => {
    stopAccounts()
    listeners.clear()
  }
  const payment = () => accounts.find((a) => a.type === 'payment') ?? accounts[0]

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (!payment()) throw gangwayError('CONNECT_BEFORE_REQUEST')
    switch (method) {
      case 'getAccountAddresses':
        return accounts.map((a) => ({ address: a.address, ...(a.publicKey ? { publicKey: a.publicKey } : {}), intention: a.type === 'payment' ? 'payment' : 'ordinal' }))
      case 'signMessage': {
        const address = typeof param(params, 'address') === 'string' ? text(params, 'address') : text(params, 'account')
        const protocol = param(params, 'protocol') === 'ecdsa' ? 'ecdsa' : 'bip322'
        return { address, signature: await wallet.signMessage({ address, message: text(params, 'message'), protocol, network: current }) }
      }
      case 'signPsbt':
        return wallet.signPsbt({ psbt: text(params, 'psbt'), signInputs: signInputs(params), broadcast: param(params, 'broadcast') === true, network: current })
      case 'sendTransfer': {
        if (!wallet.sendTransfer) throw unsupported()
        return { txid: await wallet.sendTransfer({ recipientAddress: text(params, 'recipientAddress'), amount: amountOf(params), network: current }) }
      }
      default:
        throw unsupported()
    }
  }

  return {
    get accounts() {
      return accounts
    },
    get chainId(): CaipNetworkId | undefined {
      return current?.caipNetworkId
    },
    signMessage: async (message, address) => ((await request({ method: 'signMessage', params: { account: address, address, message } })) as { signature: string }).signature,
    async switchNetwork(target) {
      if (!wallet.serves(target)) throw gangwayError('CHAIN_NOT_SUPPORTED')
      current = target
      emit({ type: 'chain', chainId: target.caipNetworkId })
    },
    async switchAccount(address) {
      const account = switchTarget(accounts, address)
      accounts = withFirst(accounts, account.address)
      emit({ type: 'accounts', accounts })
    },
    request,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    release,
    async disconnect() {
      release()
      await wallet.disconnect()
    },
  }
}

/** Connects (with a prompt, or silently on restore); null on a silent restore the wallet no longer grants. */
export async function openStandardSession(ctx: KernelContext, wallet: Wallet, o: { silent: false; network?: Network }): Promise<BitcoinSession>
export async function openStandardSession(ctx: KernelContext, wallet: Wallet, o: { silent: true; network?: Network }): Promise<BitcoinSession | null>
export async function openStandardSession(ctx: KernelContext, wallet: Wallet, o: { silent: boolean; network?: Network }): Promise<BitcoinSession | null> {
  const connected = await connectStandardWallet(ctx, wallet, o.silent)
  if (!connected && !o.silent) throw gangwayError('FAILED_TO_CONNECT')
  return connected && bitcoinSession(connected, o.network)
}

export async function openSatsConnectSession(ctx: KernelContext, provider: SatsConnectProvider, o: { silent: false; network?: Network }): Promise<BitcoinSession>
export async function openSatsConnectSession(ctx: KernelContext, provider: SatsConnectProvider, o: { silent: true; network?: Network }): Promise<BitcoinSession | null>
export async function openSatsConnectSession(ctx: KernelContext, provider: SatsConnectProvider, o: { silent: boolean; network?: Network }): Promise<BitcoinSession | null> {
  const connected = await connectSatsConnectWallet(ctx, provider, o.silent)
  if (!connected && !o.silent) throw gangwayError('FAILED_TO_CONNECT')
  return connected && bitcoinSession(connected, o.network)
}
