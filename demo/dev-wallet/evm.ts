// The dev wallet: an EIP-1193 provider over the PUBLIC dev keys (anvil's standard mnemonic),
// for the demo page and the e2e tests only. Keys live in page memory; never send real funds to them.
// Signing happens here; reads go as JSON-RPC to the current chain's node.
import { isAddress, isAddressEqual, isHex, numberToHex, type Address } from 'viem'
import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { ProviderRpcError, rpcCodes } from './errors'
import { createWalletCalls } from './calls'
import { httpRpc, type Rpc } from './rpc'
import { loadSaved, type StorageLike } from './saved'
import { prepareTransaction, type TransactionRequest } from './transaction'
import { DEV_MNEMONIC } from '../../services/dev/keys'
import type { DevChain } from '../../services/dev/demo-config'

export interface DevWalletState {
  connected: boolean
  accountIndex: number
  address: Address
  chain: DevChain
  chains: readonly DevChain[]
  accountCount: number
  /** The next prompt (connect, sign, send, switch) fails with 4001. */
  rejectNext: boolean
}

export type { StorageLike } from './saved'

export interface EvmDevWalletOptions {
  chains: readonly DevChain[]
  mnemonic?: string
  /** How many keys setAccount can pick from (default 5). */
  accountCount?: number
  /** Keeps the connected flag, account and chain across reloads (pass localStorage in a page). */
  storage?: StorageLike
  storageKey?: string
  fetch?: typeof fetch
  /** EIP-5792: answer wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus itself (default true). */
  eip5792?: boolean
}

type Listener = (...args: never[]) => void

export interface EvmDevWallet {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** The same object until something changes (fits React's useSyncExternalStore). */
  getState(): DevWalletState
  subscribe(listener: () => void): () => void
  /** Wallet-side controls, as a person would use them in the wallet's own UI. */
  setAccount(index: number): void
  switchChain(chainId: number): void
  disconnect(): void
  reject(next?: boolean): void
}

// Methods that would show the person a prompt; reject() applies to the next of these.
const prompts = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
])
// Signing methods the node would answer with its own keys, and wallet methods it does not know.
const unsupported = (method: string) => method.startsWith('wallet_') || method === 'eth_sign' || /^eth_signTypedData(_v1|_v3)?$/.test(method)

interface Saved {
  connected?: boolean
  accountIndex?: number
  chainId?: number
}

export function createEvmDevWallet(o: EvmDevWalletOptions): EvmDevWallet {
  const chains = [...o.chains]
  const first = chains[0]
  if (!first) throw new Error('The dev wallet needs at least one chain')
  const accountCount = o.accountCount ?? 5
  const storageKey = o.storageKey ?? 'gangway-dev-wallet:evm'
  const fetchFn = o.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  // Deriving a key from the mnemonic takes ~50 ms, so keys are derived when first used.
  const keys = new Map<number, HDAccount>()
  const account = (index: number) => {
    let key = keys.get(index)
    if (!key) keys.set(index, (key = mnemonicToAccount(o.mnemonic ?? DEV_MNEMONIC, { addressIndex: index })))
    return key
  }

  const saved = loadSaved<Saved>(o.storage, storageKey)
  let connected = saved.connected === true
  let accountIndex = Number.isInteger(saved.accountIndex) && saved.accountIndex! >= 0 && saved.accountIndex! < accountCount ? saved.accountIndex! : 0
  let chain = chains.find((c) => c.id === saved.chainId) ?? first
  let rejectNext = false

  const snapshot = (): DevWalletState => ({ connected, accountIndex, address: account(accountIndex).address, chain, chains: [...chains], accountCount, rejectNext })
  let state = snapshot()
  const watchers = new Set<() => void>()
  const listeners = new Map<string, Set<Listener>>()

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (...a: unknown[]) => void)(...args)
      } catch (error) {
        console.error(`dev wallet: a ${event} listener threw`, error) // one bad listener must not starve the others
      }
    }
  }
  const changed = () => {
    state = snapshot()
    try {
      o.storage?.setItem(storageKey, JSON.stringify({ connected, accountIndex, chainId: chain.id } satisfies Saved))
    } catch {
      // storage full or blocked: the wallet still works, it just forgets on reload
    }
    for (const watcher of [...watchers]) watcher()
  }

  const setConnected = (next: boolean) => {
    if (connected === next) return
    connected = next
    changed()
    emit('accountsChanged', next ? [account(accountIndex).address] : [])
  }
  const findChain = (chainId: number) => {
    const found = chains.find((c) => c.id === chainId)
    if (!found) throw new ProviderRpcError(rpcCodes.unknownChain, `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`)
    return found
  }
  const selectChain = (chainId: number) => {
    const next = findChain(chainId)
    if (next === chain) return
    chain = next
    changed()
    emit('chainChanged', numberToHex(chain.id))
  }
  // The key that signs: only for a connected site, and only the account it was given.
  const signer = (requested?: unknown): HDAccount => {
    const current = account(accountIndex)
    const authorized = connected && (requested === undefined || (typeof requested === 'string' && isAddress(requested) && isAddressEqual(requested, current.address)))
    if (!authorized) throw new ProviderRpcError(rpcCodes.unauthorized, 'The requested account and/or method has not been authorized by the user.')
    return current
  }
  const rpc: Rpc = (method, params) => httpRpc(chain.rpcUrl, fetchFn)(method, params)
  const sendOn = async (target: DevChain, key: HDAccount, tx: TransactionRequest, o: { sign: boolean }) => {
    const targetRpc = httpRpc(target.rpcUrl, fetchFn)
    const raw = await key.signTransaction(await prepareTransaction(targetRpc, target.id, key.address, tx))
    return (o.sign ? raw : targetRpc('eth_sendRawTransaction', [raw])) as Promise<`0x${string}`>
  }
  // EIP-5792: the wallet sends a batch's calls itself, one by one, on the chain it is on.
  const calls =
    o.eip5792 === false
      ? undefined
      : createWalletCalls({
          idPrefix: 'dev-wallet',
          current: () => ({ chainId: chain.id, address: account(accountIndex).address }),
          rpcOn: (chainId) => httpRpc(findChain(chainId).rpcUrl, fetchFn),
          send: (chainId, tx) => sendOn(findChain(chainId), signer(tx.from), tx as TransactionRequest, { sign: false }),
        })

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const args: unknown[] = Array.isArray(params) ? params : params === undefined ? [] : [params]
    if (rejectNext && prompts.has(method)) {
      rejectNext = false
      changed()
      throw new ProviderRpcError(rpcCodes.userRejected, 'User rejected the request.')
    }
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chain.id)
      case 'net_version':
        return String(chain.id)
      case 'eth_accounts':
        return connected ? [account(accountIndex).address] : []
      case 'eth_requestAccounts':
        setConnected(true)
        return [account(accountIndex).address]
      case 'wallet_requestPermissions':
        setConnected(true)
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        setConnected(false)
        return null
      case 'wallet_switchEthereumChain':
        selectChain(chainIdParam(args[0]))
        return null
      case 'wallet_addEthereumChain':
        addChain(args[0])
        return null
      case 'personal_sign': {
        // params are [message, address]; some dapps swap them
        const [a, b] = args
        const message = typeof a === 'string' && isAddress(a) && !(typeof b === 'string' && isAddress(b)) ? b : a
        const address = message === a ? b : a
        if (typeof message !== 'string') throw new ProviderRpcError(rpcCodes.invalidParams, 'personal_sign needs a message')
        return signer(address).signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const key = signer(args[0])
        const typed = typedDataParam(args[1])
        return key.signTypedData(typed as Parameters<HDAccount['signTypedData']>[0])
      }
      case 'eth_sendTransaction':
      case 'eth_signTransaction': {
        const tx = (args[0] ?? {}) as TransactionRequest
        // a chain switch while this runs must not split nonce and send across chains: `chain` is read once
        return sendOn(chain, signer(tx.from), tx, { sign: method === 'eth_signTransaction' })
      }
      case 'wallet_getCapabilities':
      case 'wallet_sendCalls':
      case 'wallet_getCallsStatus':
        if (!calls) throw new ProviderRpcError(rpcCodes.unsupportedMethod, `The dev wallet does not support ${method}`)
        signer() // only for a connected site
        return method === 'wallet_getCapabilities' ? calls.getCapabilities(args) : method === 'wallet_sendCalls' ? calls.sendCalls(args) : calls.getCallsStatus(args)
      default:
        if (unsupported(method)) throw new ProviderRpcError(rpcCodes.unsupportedMethod, `The dev wallet does not support ${method}`)
        return rpc(method, args)
    }
  }

  function addChain(param: unknown) {
    const p = (param ?? {}) as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown }
    const id = chainIdParam(p)
    if (!chains.some((c) => c.id === id)) {
      const rpcUrl = Array.isArray(p.rpcUrls) ? p.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string') throw new ProviderRpcError(rpcCodes.invalidParams, 'wallet_addEthereumChain needs rpcUrls')
      chains.push({ id, name: typeof p.chainName === 'string' ? p.chainName : `Chain ${id}`, rpcUrl })
      changed()
    }
    selectChain(id) // like MetaMask, adding a chain also switches to it
  }

  return {
    request,
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
    },
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener),
    getState: () => state,
    subscribe: (watcher) => {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
    setAccount: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= accountCount) throw new RangeError(`Account index must be 0..${accountCount - 1}`)
      if (index === accountIndex) return
      accountIndex = index
      changed()
      if (connected) emit('accountsChanged', [account(accountIndex).address])
    },
    switchChain: selectChain,
    disconnect: () => {
      if (!connected) return
      setConnected(false)
      emit('disconnect', new ProviderRpcError(rpcCodes.disconnected, 'The wallet disconnected this site.'))
    },
    reject: (next = true) => {
      rejectNext = next
      changed()
    },
  }
}

function chainIdParam(param: unknown): number {
  const chainId = (param as { chainId?: unknown } | undefined)?.chainId
  if (!isHex(chainId)) throw new ProviderRpcError(rpcCodes.invalidParams, 'Expected { chainId: hex string }')
  return Number(chainId)
}

function typedDataParam(param: unknown): object {
  let typed = param
  try {
    if (typeof param === 'string') typed = JSON.parse(param)
  } catch {
    // reported below as invalid params
  }
  if (typeof typed !== 'object' || typed === null) throw new ProviderRpcError(rpcCodes.invalidParams, 'eth_signTypedData_v4 needs typed data (an object or its JSON)')
  return typed
}
