// In-memory IKeyValueStorage for the WalletConnect clients: without an explicit storage they
// write walletconnect.db into the working directory.
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

export class MemoryStorage implements IKeyValueStorage {
  private readonly items = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.items.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.items].map(([k, v]) => [k, structuredClone(v) as T])
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    // copies, like a real store: a client mutating what it read must not change what is stored
    return this.items.has(key) ? (structuredClone(this.items.get(key)) as T) : undefined
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.items.set(key, structuredClone(value))
  }

  async removeItem(key: string): Promise<void> {
    this.items.delete(key)
  }
}
