// A live session with a Keplr-style wallet (loaded on the first connect or restore): enable(chain id)
// (suggesting the chain first when the wallet does not know it), the account from getKey, ADR-36
// message signing (signArbitrary), and requests in WalletConnect's cosmos shapes (cosmos_getAccounts,
// cosmos_signDirect, cosmos_signAmino) so the transfers speak one language to every Cosmos wallet.
import type { StdSignDoc } from './cosmjs-types'
import { errorMessage, gangwayError, rpcErrorCodes, type Account, type CaipNetworkId, type KernelContext, type Network, type SessionChange, type WalletSession } from 'gangway'
import { fromBase64, toBase64 } from './bytes'
import type { Keplr, KeplrChainInfo, KeplrKey } from './keplr-types'
import { chainConfigOf, chainIdOf } from './networks'

export { isAccountAddress } from './bech32'

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
const unsupported = () => rpcError(rpcErrorCodes.UNSUPPORTED_METHOD, errorMessage('METHOD_NOT_SUPPORTED'))
/** Keplr refuses with words ('Request rejected'): give them EIP-1193's 4001. */
const asRejection = (error: unknown): unknown =>
  error instanceof Error && /reject|cancel|denied/i.test(error.message) && (error as { code?: unknown }).code === undefined ? Object.assign(error, { code: rpcErrorCodes.USER_REJECTED }) : error
const rejecting = <T,>(work: Promise<T>): Promise<T> => work.catch((error: unknown) => Promise.reject(asRejection(error)))

const param = (params: unknown, key: string): unknown => (typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined)
function text(params: unknown, key: string): string {
  const value = param(params, key)
  if (typeof value !== 'string' || !value) throw rpcError(rpcErrorCodes.INVALID_PARAMS, `${key} must be a non-empty string`)
  return value
}

/** What Keplr needs to add a chain it does not know (experimentalSuggestChain). */
export function chainInfoOf(network: Network): KeplrChainInfo {
  const { prefix, denom, gasPrice, coinType } = chainConfigOf(network)
  const currency = { coinDenom: network.nativeCurrency.symbol, coinMinimalDenom: denom, coinDecimals: network.nativeCurrency.decimals }
  const price = Number.parseFloat(gasPrice)
  const rpc = network.rpcUrls.default.http[0] ?? ''
  return {
    chainId: chainIdOf(network),
    chainName: network.name,
    rpc,
    rest: rpc,
    bip44: { coinType: coinType ?? 118 },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [{ ...currency, gasPriceStep: { low: price, average: price * 1.25, high: price * 1.6 } }],
    stakeCurrency: currency,
  }
}

/** enable(), suggesting the chain to the wallet first when it has no info for it. */
async function enable(keplr: Keplr, network: Network): Promise<void> {
  const chainId = chainIdOf(network)
  try {
    await keplr.enable(chainId)
  } catch (error) {
    if (!(error instanceof Error && /no chain info/i.test(error.message)) || !keplr.experimentalSuggestChain) throw asRejection(error)
    await rejecting(keplr.experimentalSuggestChain(chainInfoOf(network)))
    await rejecting(keplr.enable(chainId))
  }
}

const toAccount = (key: KeplrKey): Account => ({ address: key.bech32Address, type: 'eoa', publicKey: toBase64(key.pubKey) })

export async function openKeplrSession(ctx: KernelContext, keplr: Keplr, w: Window, o: { silent: false; network?: Network }): Promise<WalletSession>
export async function openKeplrSession(ctx: KernelContext, keplr: Keplr, w: Window, o: { silent: true; network?: Network }): Promise<WalletSession | null>
export async function openKeplrSession(ctx: KernelContext, keplr: Keplr, w: Window, o: { silent: boolean; network?: Network }): Promise<WalletSession | null> {
  let network = o.network
  if (!network) throw gangwayError('NETWORK_NOT_FOUND')
  let key: KeplrKey
  try {
    await enable(keplr, network)
    key = await rejecting(keplr.getKey(chainIdOf(network)))
  } catch (error) {
    if (o.silent) return null
    throw error
  }
  let accounts = [toAccount(key)]
  const listeners = new Set<(change: SessionChange) => void>()
  const emit = (change: SessionChange) => listeners.forEach((listener) => listener(change))
  const chainId = () => chainIdOf(network!)

  // Keplr announces an account switch on the window; the key for this chain says which.
  const onKeystoreChange = () => {
    keplr.getKey(chainId()).then(
      (next) => {
        key = next
        accounts = [toAccount(next)]
        emit({ type: 'accounts', accounts })
      },
      (error: unknown) => {
        ctx.log.debug('the wallet no longer grants this chain', error)
        emit({ type: 'disconnect' })
      },
    )
  }
  w.addEventListener('keplr_keystorechange', onKeystoreChange)

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    switch (method) {
      case 'cosmos_getAccounts':
        return [{ algo: key.algo, address: key.bech32Address, pubkey: toBase64(key.pubKey) }]
      case 'cosmos_signDirect': {
        const doc = param(params, 'signDoc') as Record<string, unknown> | undefined
        const [bodyBytes, authInfoBytes, accountNumber] = [text(doc, 'bodyBytes'), text(doc, 'authInfoBytes'), text(doc, 'accountNumber')]
        const { signed, signature } = await rejecting(
          keplr.signDirect(chainId(), text(params, 'signerAddress'), { bodyBytes: fromBase64(bodyBytes), authInfoBytes: fromBase64(authInfoBytes), chainId: text(doc, 'chainId'), accountNumber: BigInt(accountNumber) }),
        )
        return { signature, signed: { chainId: signed.chainId, accountNumber: signed.accountNumber.toString(), authInfoBytes: toBase64(signed.authInfoBytes), bodyBytes: toBase64(signed.bodyBytes) } }
      }
      case 'cosmos_signAmino': {
        const doc = param(params, 'signDoc')
        if (typeof doc !== 'object' || doc === null) throw rpcError(rpcErrorCodes.INVALID_PARAMS, 'signDoc must be an amino sign doc')
        return rejecting(keplr.signAmino(chainId(), text(params, 'signerAddress'), doc as StdSignDoc))
      }
      default:
        throw unsupported()
    }
  }

  return {
    get accounts() {
      return accounts
    },
    get chainId(): CaipNetworkId {
      return network!.caipNetworkId
    },
    // ADR-36: the wallet signs the message as an off-chain amino document; the base64 signature is returned.
    signMessage: async (message, address) => (await rejecting(keplr.signArbitrary(chainId(), address, message))).signature,
    async switchNetwork(target) {
      await enable(keplr, target)
      key = await rejecting(keplr.getKey(chainIdOf(target)))
      network = target
      emit({ type: 'chain', chainId: target.caipNetworkId })
      accounts = [toAccount(key)]
      emit({ type: 'accounts', accounts })
    },
    request,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async disconnect() {
      w.removeEventListener('keplr_keystorechange', onKeystoreChange)
      listeners.clear()
    },
  }
}
