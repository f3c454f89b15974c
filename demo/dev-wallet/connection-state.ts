// What the Bitcoin, Solana and Polkadot dev wallets keep alike: whether the site is connected, the account
// picked, "reject next", kept across reloads and watched by the wallet's panel, and the wallet-side controls
// (the wallet's own UI) that change them. Each wallet adds its API and tells its sites of changes its own way.
import { loadSaved, saveQuietly, type StorageLike } from './saved'

/** What every dev wallet's panel shows (panel-frame.tsx); wallets add their own fields. */
export interface DevWalletState {
  connected: boolean
  accountIndex: number
  address: string
  accountCount: number
  /** The next prompt (connect, sign, send) is refused. */
  rejectNext: boolean
}

/** The panel's side of a dev wallet: its state, and the controls a person uses in the wallet's own UI. */
export interface DevWalletControls<S> {
  getState(): S
  subscribe(listener: () => void): () => void
  setAccount(index: number): void
  disconnect(): void
  reject(next?: boolean): void
}

/** A saved account index when it is one of the wallet's `count` accounts, else the first. */
export const savedAccountIndex = (index: number | undefined, count: number): number => (Number.isInteger(index) && index! >= 0 && index! < count ? index! : 0)

/** State read by the panel (getState/subscribe): a snapshot taken on each change, so React sees a stable object between changes. */
export function watchedState<S>(snapshot: () => S): Pick<DevWalletControls<S>, 'getState' | 'subscribe'> & { update(): void } {
  let state = snapshot()
  const watchers = new Set<() => void>()
  return {
    getState: () => state,
    subscribe: (watcher) => {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
    update: () => {
      state = snapshot()
      watchers.forEach((watch) => watch())
    },
  }
}

export interface DevWalletConnection<S> {
  connected: boolean
  accountIndex: number
  /** After any change: a new snapshot for the panel, saved for the next load; with `announce`, the wallet tells its sites. */
  changed(announce: boolean): void
  /** Every prompt passes here: the person may have ticked "reject next" (throws the wallet's refusal). */
  prompt(): void
  readonly controls: DevWalletControls<S>
}

/**
 * The connection of a dev wallet with `accountCount` accounts, saved in `storage` under `storageKey`.
 * `details` adds the wallet's own fields to the panel's state; `announce` tells the sites of an account
 * change or a wallet-side disconnect; `refusal` is what the wallet throws when the person refuses.
 */
export function createDevWalletConnection<D extends Pick<DevWalletState, 'address'>>(o: {
  storage?: StorageLike
  storageKey: string
  accountCount: number
  details: (accountIndex: number) => D
  announce: () => void
  refusal: () => Error
}): DevWalletConnection<Omit<DevWalletState, 'address'> & D> {
  const saved = loadSaved<{ connected: boolean; accountIndex: number }>(o.storage, o.storageKey)
  let rejectNext = false
  const connection: DevWalletConnection<Omit<DevWalletState, 'address'> & D> = {
    connected: saved.connected === true,
    accountIndex: savedAccountIndex(saved.accountIndex, o.accountCount),
    changed: (announce) => {
      saveQuietly(o.storage, o.storageKey, { connected: connection.connected, accountIndex: connection.accountIndex })
      state.update()
      if (announce) o.announce()
    },
    prompt: () => {
      if (!rejectNext) return
      rejectNext = false
      connection.changed(false)
      throw o.refusal()
    },
    controls: {
      getState: () => state.getState(),
      subscribe: (watcher) => state.subscribe(watcher),
      setAccount: (index) => {
        if (!Number.isInteger(index) || index < 0 || index >= o.accountCount) throw new RangeError(`Account index must be 0..${o.accountCount - 1}`)
        if (index === connection.accountIndex) return
        connection.accountIndex = index
        connection.changed(connection.connected)
      },
      disconnect: () => {
        if (!connection.connected) return
        connection.connected = false
        connection.changed(true)
      },
      reject: (next = true) => {
        rejectNext = next
        connection.changed(false)
      },
    },
  }
  const state = watchedState(() => ({ connected: connection.connected, accountIndex: connection.accountIndex, accountCount: o.accountCount, rejectNext, ...o.details(connection.accountIndex) }))
  return connection
}
