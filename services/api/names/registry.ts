// The name registry (SPEC §7 /v1/profile/*, §5 name rules, §6): lookups, suggestions and
// registrations signed by the address, over the SQLite name store. Names live in one zone (`.gw` by
// default): `alice.gw`. The same rules file as the modal's decides what a valid name is.
import { isAddress, verifyMessage, type Hex, type PublicClient } from 'viem'
import { chainIdOfCoinType, isValidLabel, NAME_RULE } from '../../../plugins/features-names/rules'
import type { ChainSource } from '../chains/types'
import { evmClient } from '../chains/evm-client'
import { createNameStore, type NameRecord, type NameSeed } from '../store/names'
import type { Db } from '../store/db'

/** How old a registration message may be (its timestamp is in seconds), and how far ahead a clock may run. */
export const REGISTRATION_MAX_AGE_S = 10 * 60
export const CLOCK_SKEW_S = 60
export const DEFAULT_ZONE = 'gw'
const SUGGESTIONS = 5

/** A refusal the client shows: the status, and the description it reads from `reasons[0]`. */
export class NameError extends Error {
  constructor(readonly status: 400 | 401 | 404 | 409, message: string) {
    super(message)
    this.name = 'NameError'
  }
}

export interface Registration {
  coinType: number
  address: string
  message: string
  signature: Hex
}

export interface Suggestion {
  name: string
  registered: boolean
}

export const isZone = (zone: string): boolean => /^[a-z0-9-]{1,32}$/.test(zone)

/** `alice.gw` → `{ label: 'alice', zone: 'gw' }`; undefined when it is not one label and one zone. */
export function splitName(name: string): { label: string; zone: string } | undefined {
  const match = /^([^.]+)\.([^.]+)$/.exec(name)
  return match ? { label: match[1]!, zone: match[2]! } : undefined
}

/** SPEC §3 registration message `{ name, attributes: {}, timestamp }`, or what is wrong with it. */
export function parseRegistrationMessage(text: string): { name: string; timestamp: number } | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'The message must be JSON: { name, attributes, timestamp }'
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'The message must be an object: { name, attributes, timestamp }'
  const { name, attributes, timestamp, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length) return `Unknown message field: ${Object.keys(rest)[0]!.slice(0, 40)}`
  if (typeof name !== 'string') return 'The message needs a name'
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes) || Object.keys(attributes).length) return 'The message attributes must be an empty object'
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp)) return 'The message timestamp must be whole seconds'
  return { name, timestamp }
}

export interface NameRegistryOptions {
  db: Db
  zone?: string
  /** EVM chains the services serve: a registration's signature is checked on its chain, smart accounts too. */
  chains?: readonly ChainSource[]
  /** Names the host hands out itself (the local stack's `bob.gw` …), stored once. */
  seeds?: Readonly<Record<string, NameSeed>>
}

export function createNameRegistry(o: NameRegistryOptions) {
  const zone = o.zone ?? DEFAULT_ZONE
  if (!isZone(zone)) throw new Error(`Invalid name zone: ${zone} (lower-case letters, digits and hyphens)`)
  const store = createNameStore(o.db)
  if (o.seeds) store.seed(o.seeds, (name) => splitName(name.toLowerCase())?.zone ?? zone)
  const clients = new Map<number, PublicClient>()
  const clientFor = (chainId: number): PublicClient | undefined => {
    const source = o.chains?.find((c) => c.caipNetworkId === `eip155:${chainId}`)
    if (!source) return undefined
    let client = clients.get(chainId)
    if (!client) clients.set(chainId, (client = evmClient(source)))
    return client
  }

  /** A full name in this zone from what a client sent: `alice`, `alice.gw` or `Alice.GW`. */
  const fullName = (input: string): string => {
    const lower = input.toLowerCase()
    const parts = splitName(lower)
    if (parts && parts.zone !== zone) throw new NameError(400, `Unknown zone: ${parts.zone.slice(0, 40)} (this registry serves .${zone})`)
    const label = parts?.label ?? lower
    if (!isValidLabel(label)) throw new NameError(400, `Invalid name: ${NAME_RULE.toLowerCase()}`)
    return `${label}.${zone}`
  }

  return {
    zone,
    /** The record of a name, when someone holds it. */
    lookup: (name: string): NameRecord | undefined => store.lookup(name),
    /** The address a name points to (Send resolves receivers through it). */
    address: (name: string): string | undefined => store.lookup(name)?.address,
    /** Every active name of an address, this zone's first. */
    namesOf: (address: string): NameRecord[] => store.namesOf(address).sort((a, b) => Number(b.zone === zone) - Number(a.zone === zone)),
    /** The name shown for an address (SPEC §7 identity). */
    nameOf(address: string): string | undefined {
      return this.namesOf(address)[0]?.name
    },
    /** SPEC §7 identity of an address: the name shown for it and that name's `avatar` text record (one lookup). */
    identity(address: string): { name: string | null; avatar: string | null } {
      const shown = this.namesOf(address)[0]
      return { name: shown?.name ?? null, avatar: shown?.attributes.avatar ?? null }
    },
    /** SPEC §7 suggestions: the name asked for first (registered or not), then free variants of it. */
    suggestions(input: string): Suggestion[] {
      const wanted = fullName(input)
      const label = wanted.slice(0, -zone.length - 1)
      const variants = Array.from({ length: 20 }, (_, i) => `${label}${i + 1}.${zone}`)
      const held = store.taken([wanted, ...variants])
      const free = variants.filter((name) => !held.has(name)).slice(0, SUGGESTIONS - 1)
      return [{ name: wanted, registered: held.has(wanted) }, ...free.map((name) => ({ name, registered: false }))]
    },
    /** SPEC §4, §5: a registration signed by its address, fresh, for a free name, one per address in the zone. */
    async register(r: Registration, now = Date.now()): Promise<NameRecord> {
      const chainId = chainIdOfCoinType(r.coinType)
      if (chainId === undefined) throw new NameError(400, `Invalid coin_type: ${r.coinType} is not an EVM coin type (ENSIP-11)`)
      if (!isAddress(r.address, { strict: false })) throw new NameError(400, 'Invalid address')
      const parsed = parseRegistrationMessage(r.message)
      if (typeof parsed === 'string') throw new NameError(400, parsed)
      const name = fullName(parsed.name)
      const age = Math.floor(now / 1000) - parsed.timestamp
      if (age > REGISTRATION_MAX_AGE_S) throw new NameError(400, 'The registration message is stale: sign a new one')
      if (age < -CLOCK_SKEW_S) throw new NameError(400, 'The registration message is dated in the future')
      // On a chain the services serve, through its node: a smart account's signature (ERC-1271 or
      // ERC-6492) verifies there. Elsewhere, only an EOA's.
      const client = clientFor(chainId)
      const address = r.address as Hex
      const valid = await (client ? client.verifyMessage({ address, message: r.message, signature: r.signature }) : verifyMessage({ address, message: r.message, signature: r.signature })).catch(() => false)
      if (!valid) throw new NameError(401, 'The signature is not the address’s signature of this message')
      const result = store.register({ name, zone, address: r.address, coinType: r.coinType, message: r.message, signature: r.signature, registeredAt: now })
      if (result === 'name-taken') throw new NameError(409, `The name ${name} is already taken`)
      if (result === 'address-has-name') throw new NameError(409, `This address already has a name in .${zone}: ${store.namesOf(r.address).find((n) => n.zone === zone)?.name ?? ''}`)
      if (result === 'signature-used') throw new NameError(409, 'This registration was already used')
      return result
    },
    /** Frees a name held by `address` (the address's own signed request, or the host's). */
    release: (name: string, address: string): boolean => store.release(name, address),
  }
}

export type NameRegistry = ReturnType<typeof createNameRegistry>
