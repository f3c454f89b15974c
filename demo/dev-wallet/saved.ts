// What a dev wallet keeps across reloads (its "extension storage"): read leniently, never trusted.
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export function loadSaved<T extends object>(storage: StorageLike | undefined, key: string): Partial<T> {
  try {
    const raw = storage?.getItem(key)
    return raw ? (JSON.parse(raw) as Partial<T>) : {}
  } catch {
    return {} // unreadable: start fresh
  }
}

export function saveQuietly(storage: StorageLike | undefined, key: string, value: object): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // storage full or blocked: the wallet still works, it just forgets on reload
  }
}
