// A live session with a polkadot-js style extension (loaded on the first connect or restore):
// enable(origin) once, its accounts (shown in the network's SS58 format), signRaw for messages and
// signPayload for extrinsics. Requests take WalletConnect's polkadot shapes (polkadot_signMessage,
// polkadot_signTransaction), so the transfers speak one language to every Polkadot wallet.
import { errorMessage, gangwayError, rpcErrorCodes, type Account, type CaipNetworkId, type Network, type SessionChange, type WalletSession } from 'gangway'
import type { Injected, InjectedAccount, InjectedExtension, SignerPayloadJSON } from './extension-types'
import type { PolkadotNetwork } from './networks'
import { decodeSs58, reformat, toHex } from './ss58'

export { isSs58Address } from './ss58'

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
const unsupported = () => rpcError(rpcErrorCodes.UNSUPPORTED_METHOD, errorMessage('METHOD_NOT_SUPPORTED'))
/** Extensions refuse with words, not codes ('Rejected by user', 'Cancelled'): give them EIP-1193's 4001. */
const asRejection = (error: unknown): unknown =>
  error instanceof Error && /reject|cancel|denied/i.test(error.message) && (error as { code?: unknown }).code === undefined ? Object.assign(error, { code: rpcErrorCodes.USER_REJECTED }) : error

const param = (params: unknown, key: string): unknown => (typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined)
function text(params: unknown, key: string): string {
  const value = param(params, key)
  if (typeof value !== 'string' || !value) throw rpcError(rpcErrorCodes.INVALID_PARAMS, `${key} must be a non-empty string`)
  return value
}
const utf8Hex = (message: string): string => toHex(new TextEncoder().encode(message))

/** Substrate accounts only (an extension may also hold Ethereum-type accounts). */
const substrateAccounts = (list: readonly InjectedAccount[]) => list.filter((a) => typeof a.address === 'string' && a.type !== 'ethereum' && decodeSs58(a.address))

export async function openInjectedSession(extension: InjectedExtension, o: { silent: false; appName: string; network?: Network }): Promise<WalletSession>
export async function openInjectedSession(extension: InjectedExtension, o: { silent: true; appName: string; network?: Network }): Promise<WalletSession | null>
export async function openInjectedSession(extension: InjectedExtension, o: { silent: boolean; appName: string; network?: Network }): Promise<WalletSession | null> {
  let injected: Injected
  try {
    injected = await extension.enable(o.appName)
  } catch (error) {
    if (o.silent) return null
    throw asRejection(error)
  }
  let walletAccounts = substrateAccounts(await injected.accounts.get())
  if (walletAccounts.length === 0) {
    if (o.silent) return null
    throw gangwayError('FAILED_TO_CONNECT')
  }
  let network = o.network as PolkadotNetwork | undefined
  const listeners = new Set<(change: SessionChange) => void>()
  const emit = (change: SessionChange) => listeners.forEach((listener) => listener(change))
  const toAccounts = (): Account[] =>
    walletAccounts.map((a) => ({ address: reformat(a.address, network?.ss58Format), type: 'eoa', publicKey: toHex(decodeSs58(a.address)!.publicKey) }))
  /** The wallet's own form of an address shown in another format. */
  const walletAddress = (address: string): string => {
    const key = decodeSs58(address)?.publicKey
    const found = key && walletAccounts.find((a) => toHex(decodeSs58(a.address)!.publicKey) === toHex(key))
    if (!found) throw rpcError(rpcErrorCodes.UNAUTHORIZED, `${address} is not an account this wallet granted`)
    return found.address
  }

  let accounts = toAccounts()
  const stop = injected.accounts.subscribe?.((list) => {
    walletAccounts = substrateAccounts(list)
    const next = toAccounts()
    if (next.length === accounts.length && next.every((a, i) => a.address === accounts[i]!.address)) return
    accounts = next
    emit(accounts.length ? { type: 'accounts', accounts } : { type: 'disconnect' })
  })

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    switch (method) {
      case 'polkadot_signMessage': {
        if (!injected.signer.signRaw) throw unsupported()
        const message = text(params, 'message')
        const data = /^0x([0-9a-fA-F]{2})*$/.test(message) ? message : utf8Hex(message)
        const { signature } = await injected.signer.signRaw({ address: walletAddress(text(params, 'address')), data, type: 'bytes' }).catch((e: unknown) => Promise.reject(asRejection(e)))
        return { signature }
      }
      case 'polkadot_signTransaction': {
        if (!injected.signer.signPayload) throw unsupported()
        const payload = param(params, 'transactionPayload')
        if (typeof payload !== 'object' || payload === null) throw rpcError(rpcErrorCodes.INVALID_PARAMS, 'transactionPayload must be a signer payload')
        const address = walletAddress(text(params, 'address'))
        const { signature } = await injected.signer.signPayload({ ...(payload as SignerPayloadJSON), address }).catch((e: unknown) => Promise.reject(asRejection(e)))
        return { signature }
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
      return network?.caipNetworkId
    },
    signMessage: async (message, address) => ((await request({ method: 'polkadot_signMessage', params: { address, message } })) as { signature: string }).signature,
    async switchNetwork(target) {
      // Extension accounts serve every chain; only the address format follows the network.
      network = target as PolkadotNetwork
      emit({ type: 'chain', chainId: target.caipNetworkId })
      accounts = toAccounts()
      emit({ type: 'accounts', accounts })
    },
    request,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async disconnect() {
      // The extension protocol has no way to revoke a site: forgetting the session here is what there is.
      stop?.()
      listeners.clear()
    },
  }
}
