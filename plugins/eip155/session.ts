// A live session over an EIP-1193 provider (loaded lazily on the first connect or restore).
import { getAddress, stringToHex } from 'viem'
import { gangwayError, type Account, type CaipNetworkId, type KernelContext, type SessionChange, type WalletSession } from 'gangway'
import type { Eip1193Provider } from './provider'
import { switchChain } from './switch-chain'

const toAccounts = (addresses: readonly string[]): Account[] =>
  addresses.map((address) => ({ address: getAddress(address), type: 'eoa' }))
const toCaip = (chainId: string | number): CaipNetworkId => `eip155:${Number(chainId)}`

/** Opens a session: with a prompt on connect, silently (eth_accounts) on restore, then null when access is gone. */
export async function openProviderSession(
  ctx: KernelContext,
  provider: Eip1193Provider,
  o: { prompt: true },
): Promise<WalletSession>
export async function openProviderSession(
  ctx: KernelContext,
  provider: Eip1193Provider,
  o: { prompt: false },
): Promise<WalletSession | null>
export async function openProviderSession(
  ctx: KernelContext,
  provider: Eip1193Provider,
  o: { prompt: boolean },
): Promise<WalletSession | null> {
  const addresses = (await provider.request({ method: o.prompt ? 'eth_requestAccounts' : 'eth_accounts' })) as string[]
  if (!Array.isArray(addresses) || addresses.length === 0) {
    if (o.prompt) throw gangwayError('FAILED_TO_CONNECT')
    return null
  }
  let accounts = toAccounts(addresses)
  let chainId = toCaip((await provider.request({ method: 'eth_chainId' })) as string)
  const listeners = new Set<(change: SessionChange) => void>()
  const emit = (change: SessionChange) => listeners.forEach((listener) => listener(change))

  const onAccounts = (list: string[]) => {
    accounts = toAccounts(list)
    emit(list.length ? { type: 'accounts', accounts } : { type: 'disconnect' })
  }
  const onChain = (id: string) => {
    chainId = toCaip(id)
    emit({ type: 'chain', chainId })
  }
  const onDisconnect = () => emit({ type: 'disconnect' })
  provider.on?.('accountsChanged', onAccounts)
  provider.on?.('chainChanged', onChain)
  provider.on?.('disconnect', onDisconnect)
  const release = () => {
    provider.removeListener?.('accountsChanged', onAccounts)
    provider.removeListener?.('chainChanged', onChain)
    provider.removeListener?.('disconnect', onDisconnect)
    listeners.clear()
  }

  return {
    get accounts() {
      return accounts
    },
    get chainId() {
      return chainId
    },
    signMessage: async (message, address) =>
      (await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] })) as string,
    switchNetwork: (network) => switchChain((args) => provider.request(args), network, { canAdd: true }),
    request: (args) => provider.request(args),
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    release,
    async disconnect() {
      release()
      // Not every wallet can revoke; forgetting the session locally is what matters.
      await provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch((error: unknown) => ctx.log.debug('wallet_revokePermissions not supported', error))
    },
  }
}
