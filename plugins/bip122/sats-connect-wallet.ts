// A sats-connect style provider (WBIP-004) as a BitcoinWallet: getAccounts, signMessage, signPsbt and
// sendTransfer through `request(method, params)`, whose answers are JSON-RPC 2.0 objects (or
// sats-connect's `{ status, result | error }`). Its error codes map to EIP-1193's where they mean the same.
import { rpcErrorCodes, type Account, type KernelContext } from 'gangway'
import { accountType, rpcError, type BitcoinWallet } from './bitcoin-wallet'
import { chainKindOf, type BitcoinChainKind } from './networks'
import type { SatsConnectProvider } from './wallet-types'

/** sats-connect's RpcErrorCode values that have an EIP-1193 twin. */
const SATS_CODES: Record<number, number> = { [-32000]: rpcErrorCodes.USER_REJECTED, [-32002]: rpcErrorCodes.UNAUTHORIZED, [-32601]: rpcErrorCodes.UNSUPPORTED_METHOD }

interface SatsAccount {
  address: string
  publicKey?: string
  purpose?: string
}

/** The provider's answer, or its error as a coded Error. */
export async function satsRequest<T>(provider: SatsConnectProvider, method: string, params?: unknown): Promise<T> {
  const answer = (await provider.request(method, params)) as { result?: T; error?: { code?: number; message?: string }; status?: string } | null
  if (answer?.error || answer?.status === 'error') {
    const code = answer.error?.code ?? rpcErrorCodes.INTERNAL
    throw rpcError(SATS_CODES[code] ?? code, answer.error?.message ?? `${method} failed`)
  }
  return answer?.result as T
}

const toAccounts = (list: readonly SatsAccount[]): Account[] => {
  const accounts = list
    .filter((a) => typeof a?.address === 'string' && (a.purpose === undefined || a.purpose === 'payment' || a.purpose === 'ordinals'))
    .map((a): Account => ({ address: a.address, type: a.purpose ? (a.purpose === 'payment' ? 'payment' : 'eoa') : accountType(a.address), ...(a.publicKey ? { publicKey: a.publicKey } : {}) }))
  return [...accounts.filter((a) => a.type === 'payment'), ...accounts.filter((a) => a.type !== 'payment')]
}

const NETWORK_NAMES: Record<string, BitcoinChainKind> = { Mainnet: 'mainnet', Testnet: 'testnet', Testnet4: 'testnet', Signet: 'testnet', Regtest: 'regtest' }

export async function connectSatsConnectWallet(ctx: KernelContext, provider: SatsConnectProvider, silent: boolean): Promise<BitcoinWallet | null> {
  const purposes = ['payment', 'ordinals']
  let listed: SatsAccount[]
  if (silent) {
    // wallet_getAccount answers without a prompt once the site has permission; older providers only know getAccounts.
    try {
      listed = (await satsRequest<{ addresses?: SatsAccount[] }>(provider, 'wallet_getAccount')).addresses ?? []
    } catch (error) {
      if ((error as { code?: number }).code !== rpcErrorCodes.UNSUPPORTED_METHOD) return null
      listed = await satsRequest<SatsAccount[]>(provider, 'getAccounts', { purposes })
    }
  } else {
    listed = await satsRequest<SatsAccount[]>(provider, 'getAccounts', { purposes, message: 'Connect to this site' })
  }
  const accounts = toAccounts(Array.isArray(listed) ? listed : [])
  if (accounts.length === 0) return null
  // Which chain the wallet is on, when it says (wallet_getNetwork); otherwise any.
  const kind = await satsRequest<{ bitcoin?: { name?: string } }>(provider, 'wallet_getNetwork')
    .then((n) => NETWORK_NAMES[n?.bitcoin?.name ?? ''])
    .catch(() => undefined)

  return {
    accounts: () => accounts,
    serves: (network) => !kind || chainKindOf(network) === kind,
    signMessage: async ({ address, message, protocol }) =>
      (await satsRequest<{ signature: string }>(provider, 'signMessage', { address, message, protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA' })).signature,
    async signPsbt({ psbt, signInputs, broadcast }) {
      const byAddress: Record<string, number[]> = {}
      for (const input of signInputs) (byAddress[input.address] ??= []).push(input.index)
      const signed = await satsRequest<{ psbt: string; txid?: string }>(provider, 'signPsbt', { psbt, signInputs: byAddress, broadcast })
      return { psbt: signed.psbt, ...(signed.txid ? { txid: signed.txid } : {}) }
    },
    async sendTransfer({ recipientAddress, amount }) {
      if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw rpcError(rpcErrorCodes.INVALID_PARAMS, 'amount is too large for sats-connect')
      return (await satsRequest<{ txid: string }>(provider, 'sendTransfer', { recipients: [{ address: recipientAddress, amount: Number(amount) }] })).txid
    },
    onAccounts: () => () => {},
    async disconnect() {
      await satsRequest(provider, 'wallet_renouncePermissions').catch((error: unknown) => ctx.log.debug('wallet_renouncePermissions not supported', error))
    },
  }
}
