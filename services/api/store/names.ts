// The name registry's storage (SPEC §7 /v1/profile/*): names in one zone (`alice.gw`), each pointing
// at an EVM address. One active name per name and one per address in a zone, held by SQLite's
// unique indexes, so two registrations racing for a name cannot both win.
import type { Db } from './db'

export interface NameRecord {
  /** Lower case, with its zone: `alice.gw`. */
  name: string
  zone: string
  /** As registered (checksummed). */
  address: string
  coinType: number
  attributes: Record<string, string>
  /** Milliseconds. */
  registeredAt: number
}

export interface NewName {
  name: string
  zone: string
  address: string
  coinType: number
  message: string | null
  signature: string | null
  registeredAt: number
  /** Text records: only a host's seeds carry any (a registration's message has none, SPEC §3). */
  attributes?: Record<string, string>
}

/** A seeded name's address, or its address and text records (`avatar`: the image the identity answer gives). */
export type NameSeed = string | { address: string; attributes: Record<string, string> }

/** Why a registration was refused. */
export type Conflict = 'name-taken' | 'address-has-name' | 'signature-used'

interface Row {
  name: string
  zone: string
  address: string
  coin_type: number
  attributes: string
  registered_at: number
}

const toRecord = (r: Row): NameRecord => ({
  name: r.name,
  zone: r.zone,
  address: r.address,
  coinType: r.coin_type,
  attributes: JSON.parse(r.attributes) as Record<string, string>,
  registeredAt: r.registered_at,
})

/** Names compare in lower case; so do EVM addresses. */
export const addressKey = (address: string): string => address.toLowerCase()

export function createNameStore(db: Db) {
  const byName = db.prepare<[string], Row>('SELECT * FROM names WHERE name = ? AND released_at IS NULL')
  const byAddress = db.prepare<[string], Row>('SELECT * FROM names WHERE address_key = ? AND released_at IS NULL ORDER BY registered_at')
  const taken = db.prepare<[string], { name: string }>("SELECT name FROM names WHERE released_at IS NULL AND name IN (SELECT value FROM json_each(?))")
  const insert = db.prepare(
    `INSERT INTO names (name, zone, address, address_key, coin_type, attributes, message, signature, registered_at)
     VALUES (@name, @zone, @address, @addressKey, @coinType, @attributes, @message, @signature, @registeredAt)`,
  )
  const release = db.prepare('UPDATE names SET released_at = ? WHERE name = ? AND address_key = ? AND released_at IS NULL')
  const seedNamed = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM names WHERE name = ?')

  return {
    lookup(name: string): NameRecord | undefined {
      const row = byName.get(name.toLowerCase())
      return row && toRecord(row)
    },
    /** The active names of an address, oldest first. */
    namesOf(address: string): NameRecord[] {
      return byAddress.all(addressKey(address)).map(toRecord)
    },
    /** Which of `names` are held now. */
    taken(names: readonly string[]): Set<string> {
      return new Set(taken.all(JSON.stringify(names.map((n) => n.toLowerCase()))).map((r) => r.name))
    },
    /** Stores a name, or says which rule it breaks; the unique indexes decide, inside one statement. */
    register(entry: NewName): NameRecord | Conflict {
      const name = entry.name.toLowerCase()
      try {
        insert.run({ ...entry, name, addressKey: addressKey(entry.address), attributes: JSON.stringify(entry.attributes ?? {}) })
      } catch (error) {
        const message = error instanceof Error ? error.message : ''
        if (message.includes('names.signature')) return 'signature-used'
        if (message.includes('names.zone') || message.includes('names.address_key')) return 'address-has-name'
        if (message.includes('names.name')) return 'name-taken'
        throw error
      }
      return this.lookup(name)!
    },
    /** Frees a name its address holds; true when it did. */
    release(name: string, address: string, at = Date.now()): boolean {
      return release.run(at, name.toLowerCase(), addressKey(address)).changes === 1
    },
    /** The host's own names (the dev accounts' on the local stack), stored once: a name ever seen is not seeded again. */
    seed(names: Readonly<Record<string, NameSeed>>, zoneOf: (name: string) => string, at = Date.now()): void {
      db.transaction(() => {
        for (const [name, seed] of Object.entries(names)) {
          if (seedNamed.get(name.toLowerCase())!.n > 0) continue
          const { address, attributes } = typeof seed === 'string' ? { address: seed, attributes: {} } : seed
          const result = this.register({ name, zone: zoneOf(name), address, attributes, coinType: 60, message: null, signature: null, registeredAt: at })
          if (typeof result === 'string') throw new Error(`seeded name ${name}: ${result}`)
        }
      })()
    },
  }
}

export type NameStore = ReturnType<typeof createNameStore>
