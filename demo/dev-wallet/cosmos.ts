// The dev Cosmos wallet: a Keplr-style wallet at window.keplr over the PUBLIC dev keys of the simulated Cosmos
// chain (cosmos-keys.ts: dev mnemonic, m/44'/118'/0'/0/i), for the demo page and the tests only. Never use for
// real funds. Signing is done by @cosmjs's own key wallets (DirectSecp256k1Wallet, Secp256k1Wallet), loaded on
// first use.
//
// API surface (the subset of Keplr's window.keplr a dapp and @cosmjs use):
//   keplr.version '0.12.0-gangway-dev', keplr.mode 'extension'
//   enable(chainIds: string | string[]): Promise<void>     asks once per chain; unknown chain → Error('There is no chain info for X')
//   getKey(chainId): Promise<{ name, algo: 'secp256k1', pubKey: Uint8Array(33), address: Uint8Array(20),
//                              bech32Address, isNanoLedger: false, isKeystone: false }>
//   getOfflineSigner(chainId) / getOfflineSignerAuto(chainId) (Promise): OfflineDirectSigner & OfflineAminoSigner
//       { getAccounts(): [{ address, algo, pubkey }], signDirect(signer, signDoc), signAmino(signer, signDoc) }
//       pass it to SigningStargateClient.connectWithSigner unchanged
//   getOfflineSignerOnlyAmino(chainId): OfflineAminoSigner (SIGN_MODE_LEGACY_AMINO_JSON only)
//   signDirect(chainId, signer, { bodyBytes, authInfoBytes, chainId, accountNumber }): Promise<DirectSignResponse>
//   signAmino(chainId, signer, stdSignDoc): Promise<AminoSignResponse>          signDoc.chain_id must be chainId
//   signArbitrary(chainId, signer, data: string | Uint8Array): Promise<StdSignature>   ADR-36 (sign/MsgSignData, amino)
//   verifyArbitrary(chainId, signer, data, signature): Promise<boolean>
//   experimentalSuggestChain(chainInfo): Promise<void>    adds { chainId, chainName, rpc, bech32Config.bech32PrefixAccAddr }
// Errors: Error('Request rejected') when the person refuses (reject next prompt), Error for an unknown signer or chain.
// On an account switch it dispatches 'keplr_keystorechange' on the window it was installed on, as Keplr does.
// Wallet-side controls: setAccount(i), disconnect(), reject(next), getState(), subscribe(); install(window) sets window.keplr.
// State (enabled chain ids, account index) persists in the given storage under 'gangway-dev-wallet:cosmos'.
import type { AminoSignResponse, OfflineAminoSigner, StdSignature, StdSignDoc } from '@cosmjs/amino'
import type { DirectSignResponse, OfflineDirectSigner } from '@cosmjs/proto-signing'
import { savedAccountIndex, watchedState, type DevWalletControls, type DevWalletState } from './connection-state'
import { loadSaved, saveQuietly, type StorageLike } from './saved'

export const DEV_KEPLR_VERSION = '0.12.0-gangway-dev'
const ACCOUNT_COUNT = 5

export interface DevCosmosChain {
  chainId: string
  chainName: string
  rpc: string
  bech32Prefix: string
}

/** What signDirect takes: Keplr accepts a Long, a bigint or a number as the account number. */
export interface KeplrSignDoc {
  bodyBytes?: Uint8Array | null
  authInfoBytes?: Uint8Array | null
  chainId?: string | null
  accountNumber?: { toString(): string } | bigint | number | null
}

export interface KeplrKey {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  isNanoLedger: false
  isKeystone: false
}

export interface DevKeplr {
  readonly version: string
  readonly mode: 'extension'
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  getOfflineSigner(chainId: string): OfflineDirectSigner & OfflineAminoSigner
  getOfflineSignerOnlyAmino(chainId: string): OfflineAminoSigner
  getOfflineSignerAuto(chainId: string): Promise<OfflineDirectSigner & OfflineAminoSigner>
  signDirect(chainId: string, signer: string, signDoc: KeplrSignDoc): Promise<DirectSignResponse>
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  verifyArbitrary(chainId: string, signer: string, data: string | Uint8Array, signature: StdSignature): Promise<boolean>
  experimentalSuggestChain(chainInfo: { chainId: string; chainName: string; rpc: string; bech32Config: { bech32PrefixAccAddr: string } }): Promise<void>
}

export interface CosmosDevWalletState extends DevWalletState {
  enabledChains: string[]
}

export interface CosmosDevWallet extends DevWalletControls<CosmosDevWalletState> {
  readonly keplr: DevKeplr
  /** Sets window.keplr, as Keplr's content script does; account switches are announced on this window. */
  install(target: Window): void
  ready(): Promise<void>
}

type Keys = typeof import('../../services/dev/cosmos-keys')
type Signing = typeof import('./cosmos-signing')

export function createCosmosDevWallet(o: { chains: readonly DevCosmosChain[]; storage?: StorageLike; storageKey?: string }): CosmosDevWallet {
  const storageKey = o.storageKey ?? 'gangway-dev-wallet:cosmos'
  const saved = loadSaved<{ enabledChains: string[]; accountIndex: number }>(o.storage, storageKey)
  const chains = new Map(o.chains.map((c) => [c.chainId, c]))
  let enabled = new Set((Array.isArray(saved.enabledChains) ? saved.enabledChains : []).filter((id) => typeof id === 'string' && chains.has(id)))
  let accountIndex = savedAccountIndex(saved.accountIndex, ACCOUNT_COUNT)
  let rejectNext = false
  let target: Window | undefined
  let keys: Keys | undefined
  const loading = import('../../services/dev/cosmos-keys').then((module) => {
    keys = module
    changed(false)
  })
  let signingModule: Promise<Signing> | undefined
  const signing = () => (signingModule ??= import('./cosmos-signing'))

  const keyOf = async () => (await loading, keys!.devCosmosKey(accountIndex))
  const addressFor = (chainId: string) => {
    const chain = chains.get(chainId)!
    return keys!.cosmosAddress(keys!.devCosmosKey(accountIndex).publicKey, chain.bech32Prefix)
  }
  // Connected means some chain enabled, not the one flag createDevWalletConnection keeps: its own controls.
  const state = watchedState(
    (): CosmosDevWalletState => ({
      connected: enabled.size > 0,
      accountIndex,
      address: keys ? keys.devCosmosKey(accountIndex).address : '',
      accountCount: ACCOUNT_COUNT,
      rejectNext,
      enabledChains: [...enabled],
    }),
  )
  function changed(announce: boolean) {
    saveQuietly(o.storage, storageKey, { enabledChains: [...enabled], accountIndex })
    state.update()
    if (announce) target?.dispatchEvent(new Event('keplr_keystorechange'))
  }
  const prompt = () => {
    if (!rejectNext) return
    rejectNext = false
    changed(false)
    throw new Error('Request rejected')
  }
  const known = (chainId: string) => {
    if (!chains.has(chainId)) throw new Error(`There is no chain info for ${chainId}`)
  }
  /** Like Keplr, a call for a chain the site has not enabled asks the person first. */
  const ensureEnabled = (chainId: string) => {
    known(chainId)
    if (enabled.has(chainId)) return
    prompt()
    enabled = new Set([...enabled, chainId])
    changed(false)
  }
  /** @cosmjs's own signers over the current key, for the chain's prefix. */
  const signers = async (chainId: string) => (await signing()).signersFor((await keyOf()).privateKey, chains.get(chainId)!.bech32Prefix)
  const checkSigner = (chainId: string, signer: string) => {
    if (signer !== addressFor(chainId)) throw new Error(`Signer ${signer} is not the account of this wallet on ${chainId}`)
  }

  const keplr: DevKeplr = {
    version: DEV_KEPLR_VERSION,
    mode: 'extension',
    enable: async (chainIds) => {
      await loading
      const ids = Array.isArray(chainIds) ? chainIds : [chainIds]
      ids.forEach(known)
      const missing = ids.filter((id) => !enabled.has(id))
      if (missing.length === 0) return
      prompt()
      enabled = new Set([...enabled, ...missing])
      changed(false)
    },
    getKey: async (chainId) => {
      const key = await keyOf()
      ensureEnabled(chainId)
      const bech32Address = addressFor(chainId)
      return { name: `Dev account #${accountIndex}`, algo: 'secp256k1', pubKey: key.publicKey, address: (await signing()).addressBytes(bech32Address), bech32Address, isNanoLedger: false, isKeystone: false }
    },
    getOfflineSigner: (chainId) => {
      known(chainId)
      return {
        getAccounts: async () => {
          const key = await keyOf()
          ensureEnabled(chainId)
          return [{ address: addressFor(chainId), algo: 'secp256k1', pubkey: key.publicKey }]
        },
        signDirect: (signer, signDoc) => keplr.signDirect(chainId, signer, signDoc),
        signAmino: (signer, signDoc) => keplr.signAmino(chainId, signer, signDoc),
      }
    },
    getOfflineSignerOnlyAmino: (chainId) => {
      const { getAccounts, signAmino } = keplr.getOfflineSigner(chainId)
      return { getAccounts, signAmino }
    },
    getOfflineSignerAuto: async (chainId) => keplr.getOfflineSigner(chainId),
    signDirect: async (chainId, signer, signDoc) => {
      await loading
      ensureEnabled(chainId)
      checkSigner(chainId, signer)
      if (signDoc.chainId !== chainId) throw new Error(`Sign doc is for chain ${signDoc.chainId}, not ${chainId}`)
      prompt()
      const { direct } = await signers(chainId)
      return direct.signDirect(signer, {
        bodyBytes: signDoc.bodyBytes ?? new Uint8Array(),
        authInfoBytes: signDoc.authInfoBytes ?? new Uint8Array(),
        chainId,
        accountNumber: BigInt((signDoc.accountNumber ?? 0).toString()),
      })
    },
    signAmino: async (chainId, signer, signDoc) => {
      await loading
      ensureEnabled(chainId)
      checkSigner(chainId, signer)
      if (signDoc.chain_id !== chainId) throw new Error(`Sign doc is for chain ${signDoc.chain_id}, not ${chainId}`)
      prompt()
      return (await signers(chainId)).amino.signAmino(signer, signDoc)
    },
    signArbitrary: async (chainId, signer, data) => {
      await loading
      ensureEnabled(chainId)
      checkSigner(chainId, signer)
      prompt()
      return (await (await signers(chainId)).amino.signAmino(signer, (await signing()).adr36Doc(signer, data))).signature
    },
    verifyArbitrary: async (chainId, signer, data, signature) => {
      known(chainId)
      return (await signing()).verifyAdr36(chains.get(chainId)!.bech32Prefix, signer, data, signature)
    },
    experimentalSuggestChain: async (info) => {
      if (chains.has(info.chainId)) return
      prompt()
      chains.set(info.chainId, { chainId: info.chainId, chainName: info.chainName, rpc: info.rpc, bech32Prefix: info.bech32Config.bech32PrefixAccAddr })
    },
  }

  return {
    keplr,
    install: (w) => {
      target = w
      // not declared on Window here: the plugins' own typings (e.g. @keplr-wallet/types) may declare it
      ;(w as Window & { keplr?: DevKeplr }).keplr = keplr
    },
    getState: state.getState,
    subscribe: state.subscribe,
    ready: () => loading,
    setAccount: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= ACCOUNT_COUNT) throw new RangeError(`Account index must be 0..${ACCOUNT_COUNT - 1}`)
      if (index === accountIndex) return
      accountIndex = index
      changed(enabled.size > 0)
    },
    disconnect: () => {
      if (enabled.size === 0) return
      enabled = new Set()
      changed(true)
    },
    reject: (next = true) => {
      rejectNext = next
      changed(false)
    },
  }
}
