import { describe, expect, it, vi } from 'vitest'
import type { Logger } from '../../../kernel/log'
import {
  addRecentWallet,
  createStorage,
  isString,
  isStringArray,
  isStringRecord,
  setPerNamespace,
  STORAGE_PREFIX,
  storageKeys,
  type KeyValueBackend,
} from '../../../kernel/storage'
import { MemoryStorage } from '../support/env'

const spyLogger = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger

describe('storage (SPEC §3 stored items, §8, §9)', () => {
  it("SPEC §9 the storage key prefix is '@appkit-wallet/' and values are stored as JSON", () => {
    expect(STORAGE_PREFIX).toBe('@appkit-wallet/')
    const backend = new MemoryStorage()
    const storage = createStorage(backend, spyLogger())
    storage.set(storageKeys.activeNamespace, 'eip155')
    expect(backend.items.get('@appkit-wallet/active_namespace')).toBe('"eip155"')
    expect(storage.get(storageKeys.activeNamespace, isString)).toBe('eip155')
    storage.remove(storageKeys.activeNamespace)
    expect(backend.items.has('@appkit-wallet/active_namespace')).toBe(false)
  })

  it('SPEC §9 recent wallets are capped at 2, most recent first, without duplicates', () => {
    const backend = new MemoryStorage()
    const storage = createStorage(backend, spyLogger())
    expect(addRecentWallet(storage, 'a')).toEqual(['a'])
    expect(addRecentWallet(storage, 'b')).toEqual(['b', 'a'])
    expect(addRecentWallet(storage, 'c')).toEqual(['c', 'b'])
    expect(addRecentWallet(storage, 'b')).toEqual(['b', 'c'])
    expect(backend.read(storageKeys.recentWallets)).toEqual(['b', 'c'])
  })

  it('SPEC §8 storage failures are only logged: a throwing backend never throws to the caller', () => {
    const failing: KeyValueBackend = {
      getItem: () => {
        throw new Error('SecurityError: access denied')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError: access denied')
      },
    }
    const log = spyLogger()
    const storage = createStorage(failing, log)
    expect(() => storage.set(storageKeys.activeNamespace, 'eip155')).not.toThrow()
    expect(storage.get(storageKeys.activeNamespace, isString)).toBeUndefined()
    expect(() => storage.remove(storageKeys.activeNamespace)).not.toThrow()
    expect(() => addRecentWallet(storage, 'a')).not.toThrow()
    expect(log.error).toHaveBeenCalled()
    expect(log.error.mock.calls.some(([message]) => String(message).includes('write'))).toBe(true)
  })

  it('SPEC §3 invalid stored values are ignored: unparsable JSON or the wrong shape read as absent', () => {
    const backend = new MemoryStorage().seed({ [storageKeys.recentWallets]: { not: 'a list' }, [storageKeys.connectorIds]: { eip155: 42 } })
    backend.items.set('@appkit-wallet/active_namespace', '{oops')
    const log = spyLogger()
    const storage = createStorage(backend, log)
    expect(storage.get(storageKeys.recentWallets, isStringArray)).toBeUndefined()
    expect(storage.get(storageKeys.connectorIds, isStringRecord)).toBeUndefined()
    expect(storage.get(storageKeys.activeNamespace, isString)).toBeUndefined()
    // A bad recent list is replaced, not extended.
    expect(addRecentWallet(storage, 'a')).toEqual(['a'])
  })

  it('SPEC §3 items stored by another storage version are dropped, not misread', () => {
    const backend = new MemoryStorage()
    backend.items.set('@appkit-wallet/version', '0')
    backend.items.set('@appkit-wallet/connected_connector_ids', '{"eip155":"io.metamask"}')
    const storage = createStorage(backend, spyLogger())
    expect(storage.get(storageKeys.connectorIds, isStringRecord)).toBeUndefined()
    expect(backend.read('version')).toBe(1)
  })

  it('SPEC §3 connected connector ids are kept per namespace', () => {
    const backend = new MemoryStorage()
    const storage = createStorage(backend, spyLogger())
    setPerNamespace(storage, storageKeys.connectorIds, 'eip155', 'io.metamask')
    setPerNamespace(storage, storageKeys.connectorIds, 'solana', 'phantom')
    setPerNamespace(storage, storageKeys.connectorIds, 'eip155', undefined)
    expect(backend.read(storageKeys.connectorIds)).toEqual({ solana: 'phantom' })
  })

  it('SPEC §3 a host-chosen prefix keeps two modals apart in one localStorage', () => {
    const backend = new MemoryStorage()
    const a = createStorage(backend, spyLogger(), 'a/')
    const b = createStorage(backend, spyLogger(), 'b/')
    a.set(storageKeys.activeNamespace, 'eip155')
    expect(b.get(storageKeys.activeNamespace, isString)).toBeUndefined()
  })
})
