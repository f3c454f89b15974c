// The dev Polkadot wallet: a browser-extension-style wallet over the PUBLIC Substrate dev accounts
// //Alice … //Eve (sr25519, SS58 prefix 42), for the demo page and the tests only. Never use for real funds.
//
// API surface (the polkadot-js extension protocol, as @polkadot/extension-dapp reads it):
//   window.injectedWeb3['gangway-dev'] = { name: 'gangway-dev', version: '0.1.0', enable(originName) }
//   enable(originName: string): Promise<Injected>        asks the person (4001-style Error 'Rejected by user' when refused)
//   Injected.accounts.get(anyType?: boolean): Promise<InjectedAccount[]>   [] until enabled; then the selected account
//   Injected.accounts.subscribe(cb): () => void          cb(accounts) now and on every account change / disconnect
//   Injected.signer.signPayload(payload: SignerPayloadJSON): Promise<{ id, signature }>
//       signs the extrinsic payload as the polkadot-js extension does (a TypeRegistry with the payload's signed
//       extensions; signature is the MultiSignature hex with its 0x01 sr25519 prefix), so @polkadot/api's
//       signAndSend(address, { signer }) works unchanged
//   Injected.signer.signRaw({ address, data, type }): Promise<{ id, signature }>
//       signs `<Bytes>data</Bytes>` (data hex or text; already wrapped data is signed as is), as the extension does;
//       the 64-byte sr25519 signature verifies with @polkadot/util-crypto signatureVerify(data, signature, address)
//   InjectedAccount = { address, name, type: 'sr25519', genesisHash: null }   address in the generic SS58 format (42), as the
//       polkadot-js extension gives it; signing accepts the same key in any SS58 format (the local chain's runtime uses 2)
// Wallet-side controls (the extension's own popup): setAccount(i), disconnect(), reject(next), getState(), subscribe().
// State (connected, account index) persists in the given storage under 'gangway-dev-wallet:polkadot'.
// The keys and the SCALE codec (@polkadot/keyring, @polkadot/types, ~1 MB) load on first use, not with the page.
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import { createDevWalletConnection, type DevWalletControls, type DevWalletState } from './connection-state'
import type { StorageLike } from './saved'
import { DEV_POLKADOT_ADDRESSES, DEV_POLKADOT_NAMES } from '../../services/dev/polkadot-accounts'

export const DEV_POLKADOT_WALLET_KEY = 'gangway-dev'
export const DEV_POLKADOT_WALLET_VERSION = '0.1.0'

export interface InjectedAccount {
  address: string
  name: string
  type: 'sr25519'
  genesisHash: null
}

export interface PolkadotInjected {
  accounts: { get(anyType?: boolean): Promise<InjectedAccount[]>; subscribe(cb: (accounts: InjectedAccount[]) => void): () => void }
  signer: { signPayload(payload: SignerPayloadJSON): Promise<SignerResult>; signRaw(raw: SignerPayloadRaw): Promise<SignerResult> }
}

export interface InjectedExtension {
  name: string
  version: string
  enable(originName: string): Promise<PolkadotInjected>
}

export interface PolkadotDevWalletState extends DevWalletState {
  /** Origin names that called enable(), latest last. */
  origins: string[]
}

export interface PolkadotDevWallet extends DevWalletControls<PolkadotDevWalletState> {
  readonly extension: InjectedExtension
  /** Sets window.injectedWeb3['gangway-dev'], as an extension's content script would. */
  install(target: Window): void
}

/** What the wallet throws when the person refuses or the site is not enabled (the extension's messages). */
export class PolkadotWalletError extends Error {
  override name = 'PolkadotWalletError'
}

const isHex = (value: string) => /^0x([0-9a-fA-F]{2})*$/.test(value)

export function createPolkadotDevWallet(o: { storage?: StorageLike; storageKey?: string } = {}): PolkadotDevWallet {
  let origins: string[] = []
  let nextId = 0
  const subscribers = new Set<(accounts: InjectedAccount[]) => void>()
  const connection = createDevWalletConnection({
    storage: o.storage,
    storageKey: o.storageKey ?? 'gangway-dev-wallet:polkadot',
    accountCount: DEV_POLKADOT_ADDRESSES.length,
    details: (index) => ({ address: DEV_POLKADOT_ADDRESSES[index]!, origins }),
    announce: () => subscribers.forEach((cb) => cb(granted())),
    refusal: () => new PolkadotWalletError('Rejected by user'),
  })
  const { prompt } = connection

  const account = (index: number): InjectedAccount => ({ address: DEV_POLKADOT_ADDRESSES[index]!, name: `Dev ${DEV_POLKADOT_NAMES[index]}`, type: 'sr25519', genesisHash: null })
  const granted = (): InjectedAccount[] => (connection.connected ? [account(connection.accountIndex)] : [])
  /** The key pair of an address the site may use (in any SS58 format: apps re-encode for their chain); the heavy crypto loads here, once. */
  const pairFor = async (address: string) => {
    if (!connection.connected) throw new PolkadotWalletError('The site is not enabled: call enable() first')
    const [{ devPolkadotPairs }, { decodeAddress }, { u8aEq }] = await Promise.all([import('../../services/dev/polkadot-keys'), import('@polkadot/util-crypto'), import('@polkadot/util')])
    let publicKey: Uint8Array
    try {
      publicKey = decodeAddress(address)
    } catch {
      throw new PolkadotWalletError(`Invalid address ${address}`)
    }
    const pair = (await devPolkadotPairs())[connection.accountIndex]!
    if (!u8aEq(pair.publicKey, publicKey)) throw new PolkadotWalletError(`Unable to find an authorized account for ${address}`)
    return pair
  }

  const injected: PolkadotInjected = {
    accounts: {
      get: async () => granted(),
      subscribe: (cb) => {
        subscribers.add(cb)
        cb(granted())
        return () => void subscribers.delete(cb)
      },
    },
    signer: {
      signPayload: async (payload) => {
        prompt()
        const pair = await pairFor(payload.address)
        const { TypeRegistry } = await import('@polkadot/types')
        const registry = new TypeRegistry()
        registry.setSignedExtensions(payload.signedExtensions)
        const { signature } = registry.createType('ExtrinsicPayload', payload, { version: payload.version }).sign(pair)
        return { id: ++nextId, signature }
      },
      signRaw: async ({ address, data }) => {
        prompt()
        const pair = await pairFor(address)
        const { u8aToHex, u8aWrapBytes, stringToU8a, hexToU8a } = await import('@polkadot/util')
        const bytes = isHex(data) ? hexToU8a(data) : stringToU8a(data)
        return { id: ++nextId, signature: u8aToHex(pair.sign(u8aWrapBytes(bytes))) }
      },
    },
  }

  const extension: InjectedExtension = Object.freeze({
    name: DEV_POLKADOT_WALLET_KEY,
    version: DEV_POLKADOT_WALLET_VERSION,
    enable: async (originName: string) => {
      if (typeof originName !== 'string' || !originName) throw new PolkadotWalletError('enable(originName) needs the name of the site')
      if (!connection.connected) {
        prompt()
        connection.connected = true
      }
      origins = [...origins.filter((name) => name !== originName), originName]
      connection.changed(true)
      return injected
    },
  })

  return {
    extension,
    install: (target) => {
      // not declared on Window here: the plugins' own typings (e.g. @polkadot/extension-inject) may declare it
      const w = target as Window & { injectedWeb3?: Record<string, unknown> }
      w.injectedWeb3 = { ...(w.injectedWeb3 ?? {}), [DEV_POLKADOT_WALLET_KEY]: extension }
    },
    ...connection.controls,
  }
}
