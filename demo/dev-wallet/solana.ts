// The dev Solana wallet: a Wallet Standard wallet over the PUBLIC dev keys of the local runtime,
// for the demo page and the tests only. It signs with tweetnacl (ed25519); sending goes to the
// local runtime through an unmodified @solana/web3.js Connection, loaded on first send.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import nacl from 'tweetnacl'
import { decodeBase58 } from 'gangway/solana'
import { ProviderRpcError, rpcCodes } from './errors'
import { loadSaved, type StorageLike } from './saved'
import { DEV_SOLANA_ACCOUNT_COUNT, devSolanaKey } from '../../services/dev/keys'

export const DEV_SOLANA_WALLET_NAME = 'Dev Solana Wallet (local)'
export const DEV_SOLANA_CHAIN = 'solana:localnet'

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#9945ff"/>' +
    '<text x="16" y="21" font-family="monospace" font-size="12" font-weight="bold" text-anchor="middle" fill="#fff">DEV</text></svg>',
)}` as const

export interface SolanaDevWalletState {
  connected: boolean
  accountIndex: number
  address: string
  accountCount: number
  /** The next prompt (connect, sign, send) fails with 4001. */
  rejectNext: boolean
}

type Features = StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature

export interface SolanaDevWallet {
  /** The Wallet Standard object apps see. */
  readonly wallet: Wallet & { features: Features }
  getState(): SolanaDevWalletState
  subscribe(listener: () => void): () => void
  /** Wallet-side controls, as a person would use them in the wallet's own UI. */
  setAccount(index: number): void
  disconnect(): void
  reject(next?: boolean): void
}

export function createSolanaDevWallet(o: { rpcUrl: string; wsUrl?: string; storage?: StorageLike; storageKey?: string }): SolanaDevWallet {
  const storageKey = o.storageKey ?? 'gangway-dev-wallet:solana'
  const saved = loadSaved<{ connected: boolean; accountIndex: number }>(o.storage, storageKey)
  let connected = saved.connected === true
  let accountIndex = Number.isInteger(saved.accountIndex) && saved.accountIndex! >= 0 && saved.accountIndex! < DEV_SOLANA_ACCOUNT_COUNT ? saved.accountIndex! : 0
  let rejectNext = false

  // Wallet Standard asks for stable account objects: one per key, made once.
  const accounts = new Map<number, WalletAccount>()
  const accountAt = (index: number): WalletAccount => {
    let account = accounts.get(index)
    if (!account) {
      const key = devSolanaKey(index)
      account = Object.freeze({
        address: key.address,
        publicKey: key.publicKey,
        chains: [DEV_SOLANA_CHAIN] as const,
        features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const,
        label: `Dev account #${index}`,
      })
      accounts.set(index, account)
    }
    return account
  }
  const granted = (): WalletAccount[] => (connected ? [accountAt(accountIndex)] : [])

  const snapshot = (): SolanaDevWalletState => ({ connected, accountIndex, address: devSolanaKey(accountIndex).address, accountCount: DEV_SOLANA_ACCOUNT_COUNT, rejectNext })
  let state = snapshot()
  const watchers = new Set<() => void>()
  const changeListeners = new Set<StandardEventsListeners['change']>()
  const changed = (announce: boolean) => {
    state = snapshot()
    try {
      o.storage?.setItem(storageKey, JSON.stringify({ connected, accountIndex }))
    } catch {
      // storage full or blocked: the wallet still works, it just forgets on reload
    }
    watchers.forEach((watch) => watch())
    if (announce) changeListeners.forEach((listener) => listener({ accounts: granted() }))
  }
  // Every prompt passes here: the person may have ticked "reject next".
  const prompt = () => {
    if (!rejectNext) return
    rejectNext = false
    changed(false)
    throw new ProviderRpcError(rpcCodes.userRejected, 'User rejected the request.')
  }
  const signerFor = (account: WalletAccount) => {
    const key = devSolanaKey(accountIndex)
    if (!connected || account.address !== key.address) throw new ProviderRpcError(rpcCodes.unauthorized, 'The requested account has not been authorized by the user.')
    return key
  }
  const signWire = async (account: WalletAccount, wire: Uint8Array): Promise<Uint8Array> => {
    const { Keypair, VersionedTransaction } = await import('@solana/web3.js')
    const transaction = VersionedTransaction.deserialize(wire)
    transaction.sign([Keypair.fromSecretKey(signerFor(account).secretKey)])
    return transaction.serialize()
  }

  const features: Features = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input) => {
        if (!input?.silent && !connected) {
          prompt()
          connected = true
          changed(true)
        }
        return { accounts: granted() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        if (!connected) return
        connected = false
        changed(false) // the app asked: no change event back to it
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => {}
        changeListeners.add(listener)
        return () => void changeListeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs) => {
        prompt()
        return inputs.map(({ account, message }) => ({ signedMessage: message, signature: nacl.sign.detached(message, signerFor(account).secretKey), signatureType: 'ed25519' as const }))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs) => {
        prompt()
        return Promise.all(inputs.map(async ({ account, transaction }) => ({ signedTransaction: await signWire(account, transaction) })))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs) => {
        prompt()
        const { Connection } = await import('@solana/web3.js')
        const connection = new Connection(o.rpcUrl, { commitment: 'confirmed', wsEndpoint: o.wsUrl })
        return Promise.all(
          inputs.map(async ({ account, transaction, options }) => {
            const signature = await connection.sendRawTransaction(await signWire(account, transaction), { skipPreflight: options?.skipPreflight })
            const latest = await connection.getLatestBlockhash()
            await connection.confirmTransaction({ signature, ...latest }, options?.commitment ?? 'confirmed')
            return { signature: decodeBase58(signature) }
          }),
        )
      },
    },
  }

  const wallet = Object.freeze({
    version: '1.0.0' as const,
    name: DEV_SOLANA_WALLET_NAME,
    icon,
    chains: [DEV_SOLANA_CHAIN] as const,
    features,
    get accounts() {
      return granted()
    },
  })

  return {
    wallet,
    getState: () => state,
    subscribe: (watcher) => {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
    setAccount: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= DEV_SOLANA_ACCOUNT_COUNT) throw new RangeError(`Account index must be 0..${DEV_SOLANA_ACCOUNT_COUNT - 1}`)
      if (index === accountIndex) return
      accountIndex = index
      changed(connected)
    },
    disconnect: () => {
      if (!connected) return
      connected = false
      changed(true)
    },
    reject: (next = true) => {
      rejectNext = next
      changed(false)
    },
  }
}
