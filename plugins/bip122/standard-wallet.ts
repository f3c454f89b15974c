// A Wallet Standard Bitcoin wallet (Exodus' bitcoin-wallet-standard features) as a BitcoinWallet:
// bitcoin:connect for the payment and ordinals accounts (standard:connect silently on reload),
// bitcoin:signMessage, bitcoin:signTransaction and bitcoin:signAndSendTransaction.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { Account, KernelContext } from 'gangway'
import { accountType, fromBase64, toBase64, toHex, unsupported, type BitcoinWallet } from './bitcoin-wallet'
import { standardChainOf } from './networks'
import type { BitcoinInputToSign, BitcoinStandardFeatures } from './wallet-types'

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature> & BitcoinStandardFeatures

const bitcoinAccounts = (accounts: readonly WalletAccount[]) => accounts.filter((a) => a.chains.length === 0 || a.chains.some((c) => c.startsWith('bitcoin:')))
const toAccount = (a: WalletAccount): Account => ({ address: a.address, type: accountType(a.address), publicKey: toHex(a.publicKey) })
/** Payment accounts first: the kernel makes the first account of the preferred type active. */
const paymentFirst = (accounts: Account[]) => [...accounts.filter((a) => a.type === 'payment'), ...accounts.filter((a) => a.type !== 'payment')]

/** The wallet's granted accounts; null when none are granted (a silent restore the wallet no longer allows). */
export async function connectStandardWallet(ctx: KernelContext, wallet: Wallet, silent: boolean): Promise<BitcoinWallet | null> {
  const features = wallet.features as Features
  const granted = silent
    ? await features['standard:connect']?.connect({ silent: true })
    : features['bitcoin:connect']
      ? await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
      : await features['standard:connect']?.connect()
  let walletAccounts = bitcoinAccounts(granted?.accounts ?? [])
  if (walletAccounts.length === 0) return null

  const accountAt = (address: string): WalletAccount => {
    const account = walletAccounts.find((a) => a.address === address)
    if (!account) throw Object.assign(new Error(`${address} is not an account this wallet granted`), { code: 4100 })
    return account
  }
  return {
    accounts: () => paymentFirst(walletAccounts.map(toAccount)),
    serves: (network) => wallet.chains.includes(standardChainOf(network)),
    async signMessage({ address, message, protocol }) {
      const sign = features['bitcoin:signMessage']
      if (!sign) throw unsupported()
      const [out] = await sign.signMessage({ account: accountAt(address), message: new TextEncoder().encode(message), protocol })
      return toBase64(out!.signature)
    },
    async signPsbt({ psbt, signInputs, broadcast, network }) {
      const byAddress = new Map<string, BitcoinInputToSign>()
      for (const input of signInputs) {
        const entry = byAddress.get(input.address) ?? { account: accountAt(input.address), signingIndexes: [] }
        entry.signingIndexes.push(input.index)
        if (input.sighashTypes?.[0] !== undefined) entry.sigHash = input.sighashTypes[0]
        byAddress.set(input.address, entry)
      }
      const request = { psbt: fromBase64(psbt), inputsToSign: [...byAddress.values()], ...(network ? { chain: standardChainOf(network) } : {}) }
      const signTransaction = features['bitcoin:signTransaction']
      if (signTransaction) {
        const { signedPsbt, txId } = await signTransaction.signTransaction({ ...request, broadcast })
        return { psbt: toBase64(signedPsbt), ...(txId ? { txid: txId } : {}) }
      }
      // A wallet that only signs and sends in one step: the PSBT goes out as it was given.
      const signAndSend = features['bitcoin:signAndSendTransaction']
      if (!broadcast || !signAndSend) throw unsupported()
      const [sent] = await signAndSend.signAndSendTransaction(request)
      return { psbt, txid: sent!.txId }
    },
    onAccounts(listener) {
      const stop = features['standard:events']?.on('change', ({ accounts }) => {
        if (!accounts) return
        walletAccounts = bitcoinAccounts(accounts)
        listener(paymentFirst(walletAccounts.map(toAccount)))
      })
      return stop ?? (() => {})
    },
    async disconnect() {
      // Not every wallet can disconnect; forgetting the session locally is what matters.
      await features['standard:disconnect']?.disconnect().catch((error: unknown) => ctx.log.debug('standard:disconnect failed', error))
    },
  }
}
