// The dev Bitcoin wallet: a Wallet Standard wallet over the PUBLIC regtest dev keys of the simulated Bitcoin
// ledger (bitcoin-keys.ts), for the demo page and the tests only. Never use for real funds.
//
// API surface (Wallet Standard, registered with registerStandardWallet; feature names and shapes follow the
// Exodus bitcoin-wallet-standard features that Bitcoin wallets register):
//   wallet.name 'Dev Bitcoin Wallet (local)', wallet.chains ['bitcoin:regtest'], wallet.accounts (granted accounts)
//   Accounts: per dev account index, a payment account (P2WPKH, bcrt1q…, publicKey = 33-byte key) and an
//     ordinals account (P2TR, bcrt1p…, publicKey = 32-byte x-only internal key); label says which.
//   'standard:connect'     connect({ silent? }) → { accounts: [payment, ordinals] }
//   'standard:disconnect'  disconnect()
//   'standard:events'      on('change', ({ accounts }) => …) on account switch or wallet-side disconnect
//   'bitcoin:connect'      connect({ purposes: ('payment' | 'ordinals')[] }) → { accounts } in the order asked
//   'bitcoin:signMessage'  signMessage(...{ account, message: Uint8Array, protocol?: 'bip322' | 'ecdsa' })
//                            → [{ signedMessage, signature }]
//       bip322 (default): BIP-322 simple; signature = the encoded to_sign witness (base64 of it is the usual text form);
//                         services/bitcoin/bip322.ts verifyBip322(address, message, signature) checks it
//       ecdsa: "Bitcoin Signed Message" compact signature (65 bytes: header, r, s), payment account only
//   'bitcoin:signTransaction'  signTransaction({ psbt: Uint8Array, chain?, inputsToSign: [{ account, signingIndexes,
//                              sigHash? }], broadcast? }) → { signedPsbt, txId? }
//       signs the listed inputs with the account's key (taproot inputs with the BIP-86 tweaked key); with
//       broadcast: true it finalizes every input, POSTs the transaction to the ledger's Esplora /tx and returns txId
//   'bitcoin:signAndSendTransaction'  signAndSendTransaction(...inputs like signTransaction) → [{ txId }]
// Errors: Error with code 4001 'User rejected the request.' (reject next prompt), 4100 for an account the site may not use.
//
// The same wallet as a sats-connect style provider (WBIP-004), installed by installSatsConnect(window):
//   window.btc_providers gets { id: 'GangwayDevBitcoinProvider', name, icon, methods }, and
//   window.GangwayDevBitcoinProvider.request(method, params) answers JSON-RPC 2.0 objects
//   ({ jsonrpc: '2.0', id, result } or { jsonrpc: '2.0', id, error: { code, message } }; codes as sats-connect's
//   RpcErrorCode: -32000 user rejection, -32002 access denied, -32601 unknown method, -32602 invalid params):
//   getAccounts / getAddresses { purposes } → [{ address, publicKey (hex), purpose, addressType, walletType }]
//       (getAddresses: { addresses: […] })
//   signMessage { address, message, protocol?: 'BIP322' | 'ECDSA' } → { signature (base64), messageHash (hex), address, protocol }
//   signPsbt { psbt (base64), signInputs?: { [address]: number[] }, broadcast? } → { psbt (base64), txid? }
//   sendTransfer { recipients: [{ address, amount (sats) }] } → { txid }   coins of the payment address, change back to it
//   getBalance → { confirmed, unconfirmed, total } (sats, strings) of the payment address
//   wallet_getNetwork → { bitcoin: { name: 'Regtest' } }
// Wallet-side controls: setAccount(i), disconnect(), reject(next), getState(), subscribe().
// State (connected, account index) persists in the given storage under 'gangway-dev-wallet:bitcoin'.
// bitcoinjs-lib and the keys load on first use (a chunk of their own), not with the page.
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { ProviderRpcError, rpcCodes } from './errors'
import { createDevWalletConnection, type DevWalletControls, type DevWalletState } from './connection-state'
import type { StorageLike } from './saved'
import { standardChangeEvents, standardDisconnect, standardWallet } from './standard-features'
import { satsConnectProvider, toHex } from './bitcoin-sats-connect'

export const DEV_BITCOIN_WALLET_NAME = 'Dev Bitcoin Wallet (local)'
export const DEV_BITCOIN_WALLET_CHAIN = 'bitcoin:regtest'
const ACCOUNT_COUNT = 5

export type BitcoinPurpose = 'payment' | 'ordinals'

export interface BitcoinInputToSign {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number
}
export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  chain?: IdentifierString
  inputsToSign: BitcoinInputToSign[]
  broadcast?: boolean
}
export interface BitcoinSignMessageInput {
  account: WalletAccount
  message: Uint8Array
  protocol?: 'bip322' | 'ecdsa'
}

export type BitcoinFeatures = {
  'bitcoin:connect': { version: '1.0.0'; connect(input: { purposes: BitcoinPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }> }
  'bitcoin:signMessage': { version: '1.0.0'; signMessage(...inputs: BitcoinSignMessageInput[]): Promise<Array<{ signedMessage: Uint8Array; signature: Uint8Array }>> }
  'bitcoin:signTransaction': { version: '1.0.0'; signTransaction(input: BitcoinSignTransactionInput): Promise<{ signedPsbt: Uint8Array; txId?: string }> }
  'bitcoin:signAndSendTransaction': { version: '1.0.0'; signAndSendTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<Array<{ txId: string }>> }
}
type Features = StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & BitcoinFeatures

export interface BitcoinDevWalletState extends DevWalletState {
  /** The payment (P2WPKH) address; '' until the keys have loaded. */
  address: string
  /** The ordinals (P2TR) address; '' until the keys have loaded. */
  ordinalsAddress: string
}

/** sats-connect's provider shape: one request method answering JSON-RPC 2.0 response objects. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<{ jsonrpc: '2.0'; id: string; result: unknown } | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }>
}
export const DEV_SATS_CONNECT_PROVIDER_ID = 'GangwayDevBitcoinProvider'

export interface BitcoinDevWallet extends DevWalletControls<BitcoinDevWalletState> {
  readonly wallet: Wallet & { features: Features }
  /** The same wallet as a sats-connect style provider. */
  readonly satsConnect: SatsConnectProvider
  /** Sets window.GangwayDevBitcoinProvider and lists it in window.btc_providers (WBIP-004), as an extension would. */
  installSatsConnect(target: Window): void
  /** Resolves once the keys are loaded (the panel shows addresses from then on). */
  ready(): Promise<void>
}

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f7931a"/>' +
    '<text x="16" y="21" font-family="monospace" font-size="12" font-weight="bold" text-anchor="middle" fill="#fff">DEV</text></svg>',
)}` as const

type Signing = typeof import('./bitcoin-signing')

export function createBitcoinDevWallet(o: { esploraUrl: string; storage?: StorageLike; storageKey?: string; fetch?: typeof fetch }): BitcoinDevWallet {
  let signing: Signing | undefined
  const loading = import('./bitcoin-signing').then((module) => {
    signing = module
    connection.changed(connection.connected) // accounts (and the panel's addresses) are known from here on
  })

  // Wallet Standard asks for stable account objects: one per key, made once.
  const accounts = new Map<string, WalletAccount>()
  const accountFor = (index: number, purpose: BitcoinPurpose): WalletAccount | undefined => {
    if (!signing) return undefined
    const id = `${index}/${purpose}`
    let account = accounts.get(id)
    if (!account) {
      const key = signing.keyFor(index, purpose)
      account = Object.freeze({
        address: key.address,
        publicKey: purpose === 'ordinals' ? key.internalPubkey! : key.publicKey,
        chains: [DEV_BITCOIN_WALLET_CHAIN] as const,
        features: ['bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:signAndSendTransaction'] as const,
        label: `Dev account #${index} (${purpose})`,
      })
      accounts.set(id, account)
    }
    return account
  }
  const granted = (purposes: BitcoinPurpose[] = ['payment', 'ordinals']): WalletAccount[] =>
    connection.connected ? purposes.map((p) => accountFor(connection.accountIndex, p)).filter((a): a is WalletAccount => a !== undefined) : []

  const events = standardChangeEvents()
  const connection = createDevWalletConnection({
    storage: o.storage,
    storageKey: o.storageKey ?? 'gangway-dev-wallet:bitcoin',
    accountCount: ACCOUNT_COUNT,
    details: (index) => ({ address: accountFor(index, 'payment')?.address ?? '', ordinalsAddress: accountFor(index, 'ordinals')?.address ?? '' }),
    announce: () => events.emit(granted()),
    refusal: () => new ProviderRpcError(rpcCodes.userRejected, 'User rejected the request.'),
  })
  const { prompt } = connection

  const ready = async (): Promise<Signing> => {
    await loading
    return signing!
  }
  /** The purpose of a granted account, or a 4100 error. */
  const purposeOf = (account: WalletAccount): BitcoinPurpose => {
    const purpose = (['payment', 'ordinals'] as const).find((p) => connection.connected && accountFor(connection.accountIndex, p)?.address === account.address)
    if (!purpose) throw new ProviderRpcError(rpcCodes.unauthorized, 'The requested account has not been authorized by the user.')
    return purpose
  }
  const connect = async (purposes: BitcoinPurpose[], silent: boolean) => {
    await ready()
    if (!silent && !connection.connected) {
      prompt()
      connection.connected = true
      connection.changed(true)
    }
    return { accounts: granted(purposes) }
  }
  const signTransaction = async (input: BitcoinSignTransactionInput) => {
    const s = await ready()
    if (input.chain !== undefined && input.chain !== DEV_BITCOIN_WALLET_CHAIN) throw new ProviderRpcError(rpcCodes.unknownChain, `This wallet signs for ${DEV_BITCOIN_WALLET_CHAIN} only, not ${input.chain}`)
    const plan = input.inputsToSign.map((i) => ({ purpose: purposeOf(i.account), indexes: i.signingIndexes, sigHash: i.sigHash }))
    const { signedPsbt, tx } = s.signPsbt({ psbt: input.psbt, accountIndex: connection.accountIndex, inputs: plan, finalize: input.broadcast === true })
    if (!input.broadcast || !tx) return { signedPsbt }
    return { signedPsbt, txId: await s.broadcast(o.esploraUrl, tx, o.fetch ?? fetch) }
  }

  const features: Features = {
    'standard:connect': { version: '1.0.0', connect: (input) => connect(['payment', 'ordinals'], input?.silent === true) },
    ...standardDisconnect(connection),
    ...events.feature,
    'bitcoin:connect': {
      version: '1.0.0',
      connect: async ({ purposes }) => {
        if (!Array.isArray(purposes) || purposes.length === 0 || purposes.some((p) => p !== 'payment' && p !== 'ordinals')) throw new ProviderRpcError(rpcCodes.invalidParams, "purposes must list 'payment' and/or 'ordinals'")
        return connect(purposes, false)
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs) => {
        const s = await ready()
        prompt()
        return inputs.map(({ account, message, protocol }) => ({ signedMessage: message, signature: s.signMessage({ accountIndex: connection.accountIndex, purpose: purposeOf(account), message, protocol: protocol ?? 'bip322' }) }))
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: async (input) => {
        await ready()
        prompt()
        return signTransaction(input)
      },
    },
    'bitcoin:signAndSendTransaction': {
      version: '1.0.0',
      signAndSendTransaction: async (...inputs) => {
        await ready()
        prompt()
        const sent: Array<{ txId: string }> = []
        for (const input of inputs) sent.push({ txId: (await signTransaction({ ...input, broadcast: true })).txId! })
        return sent
      },
    },
  }

  const satsConnect = satsConnectProvider({
    connect: async (purposes) => (await connect(purposes, false)).accounts.map((account) => accountInfo(account)),
    accountInfo: (account) => accountInfo(account),
    granted: () => granted(),
    signing: ready,
    prompt,
    purposeOf,
    accountIndex: () => connection.accountIndex,
    signTransaction,
    esploraUrl: o.esploraUrl,
    fetch: o.fetch ?? ((...args) => fetch(...args)),
  })
  function accountInfo(account: WalletAccount) {
    const purpose = account.address.startsWith('bcrt1p') ? 'ordinals' : 'payment'
    return { address: account.address, publicKey: toHex(account.publicKey), purpose, addressType: purpose === 'ordinals' ? 'p2tr' : 'p2wpkh', walletType: 'software' } as const
  }

  const wallet = standardWallet({ name: DEV_BITCOIN_WALLET_NAME, icon, chains: [DEV_BITCOIN_WALLET_CHAIN], features, accounts: () => granted() })

  return {
    wallet,
    satsConnect,
    installSatsConnect: (target) => {
      const w = target as Window & { btc_providers?: Array<{ id: string }>; [DEV_SATS_CONNECT_PROVIDER_ID]?: SatsConnectProvider }
      w[DEV_SATS_CONNECT_PROVIDER_ID] = satsConnect
      const info = { id: DEV_SATS_CONNECT_PROVIDER_ID, name: DEV_BITCOIN_WALLET_NAME, icon, methods: ['getAccounts', 'getAddresses', 'signMessage', 'signPsbt', 'sendTransfer', 'getBalance', 'wallet_getNetwork'] }
      w.btc_providers = [...(w.btc_providers ?? []).filter((p) => p.id !== info.id), info]
    },
    ready: () => loading,
    ...connection.controls,
  }
}
