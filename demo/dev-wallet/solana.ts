// The dev Solana wallet: a Wallet Standard wallet over the PUBLIC dev keys of the local runtime,
// for the demo page and the tests only. It signs with tweetnacl (ed25519); sending goes to the
// local runtime through an unmodified @solana/web3.js Connection, loaded on first send.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import nacl from 'tweetnacl'
import { decodeBase58 } from 'gangway/solana'
import { ProviderRpcError, rpcCodes } from './errors'
import { createDevWalletConnection, type DevWalletControls, type DevWalletState } from './connection-state'
import type { StorageLike } from './saved'
import { standardChangeEvents, standardDisconnect, standardWallet } from './standard-features'
import { DEV_SOLANA_ACCOUNT_COUNT, devSolanaKey } from '../../services/dev/keys'

export const DEV_SOLANA_WALLET_NAME = 'Dev Solana Wallet (local)'
export const DEV_SOLANA_CHAIN = 'solana:localnet'

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#9945ff"/>' +
    '<text x="16" y="21" font-family="monospace" font-size="12" font-weight="bold" text-anchor="middle" fill="#fff">DEV</text></svg>',
)}` as const

/** rejectNext: the next prompt (connect, sign, send) fails with 4001. */
export type SolanaDevWalletState = DevWalletState

type Features = StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature

export interface SolanaDevWallet extends DevWalletControls<SolanaDevWalletState> {
  /** The Wallet Standard object apps see. */
  readonly wallet: Wallet & { features: Features }
}

export function createSolanaDevWallet(o: { rpcUrl: string; wsUrl?: string; storage?: StorageLike; storageKey?: string }): SolanaDevWallet {
  const events = standardChangeEvents()
  const connection = createDevWalletConnection({
    storage: o.storage,
    storageKey: o.storageKey ?? 'gangway-dev-wallet:solana',
    accountCount: DEV_SOLANA_ACCOUNT_COUNT,
    details: (index) => ({ address: devSolanaKey(index).address }),
    announce: () => events.emit(granted()),
    refusal: () => new ProviderRpcError(rpcCodes.userRejected, 'User rejected the request.'),
  })

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
  const granted = (): WalletAccount[] => (connection.connected ? [accountAt(connection.accountIndex)] : [])
  const { prompt } = connection

  const signerFor = (account: WalletAccount) => {
    const key = devSolanaKey(connection.accountIndex)
    if (!connection.connected || account.address !== key.address) throw new ProviderRpcError(rpcCodes.unauthorized, 'The requested account has not been authorized by the user.')
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
        if (!input?.silent && !connection.connected) {
          prompt()
          connection.connected = true
          connection.changed(true)
        }
        return { accounts: granted() }
      },
    },
    ...standardDisconnect(connection),
    ...events.feature,
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

  const wallet = standardWallet({ name: DEV_SOLANA_WALLET_NAME, icon, chains: [DEV_SOLANA_CHAIN], features, accounts: () => granted() })

  return { wallet, ...connection.controls }
}
