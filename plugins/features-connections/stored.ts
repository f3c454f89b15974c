// SPEC §3 Connection, kept across reloads: each namespace's known connections in the modal's storage
// (connector id, accounts, recent flag, auth name, and the name to show while its wallet is away),
// most recent first. Storage may hold anything: what does not check out is left out, never thrown.
import { isString, type Account, type Namespace, type PluginApi } from 'gangway'
import type { KnownConnection } from './known'

const KEY = 'known_connections'
/** At most this many per namespace are kept. */
const CAP = 10

interface StoredConnection {
  connectorId: string
  name?: string
  authName?: string
  accounts: Account[]
  recent?: unknown
}

type Loose = Record<string, unknown>
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown) => v === undefined || isString(v)
const isAccount = (v: unknown): v is Account => isObject(v) && isString(v.address) && ['eoa', 'smartAccount', 'payment'].includes(v.type as string)
// `recent` is read as `=== true`: anything else is not the flag.
const isStored = (v: unknown): v is StoredConnection => isObject(v) && isString(v.connectorId) && Array.isArray(v.accounts) && v.accounts.every(isAccount) && isText(v.name) && isText(v.authName)

/** What the pages before kept, for the namespaces installed: each disconnected until the person reconnects it. */
export function load(api: PluginApi): KnownConnection[] {
  return Object.entries(api.context.storage.get(KEY, isObject) ?? {}).flatMap(([namespace, list]) => {
    const seen = new Set<string>()
    // One per wallet: a second entry of the same connector is left out.
    const fresh = (s: StoredConnection) => !seen.has(s.connectorId) && !!seen.add(s.connectorId)
    return api.namespaces.has(namespace) && Array.isArray(list)
      ? list
          .filter((s): s is StoredConnection => isStored(s) && fresh(s))
          // The one flagged recent leads, whatever order storage holds them in.
          .sort((a, b) => Number(b.recent === true) - Number(a.recent === true))
          .slice(0, CAP)
          .map((s) => ({
            namespace,
            connectorId: s.connectorId,
            status: 'disconnected' as const,
            accounts: s.accounts.map(({ address, type }) => ({ address, type })),
            walletInfo: { name: s.authName ?? s.name ?? s.connectorId },
            authName: s.authName,
            stop: () => {},
          }))
      : []
  })
}

/** Keep the list as it is now; the first of each namespace is the one used most recently. */
export function save(api: PluginApi, known: readonly KnownConnection[]): void {
  const stored: Partial<Record<Namespace, StoredConnection[]>> = {}
  for (const k of known) {
    const list = (stored[k.namespace] ??= [])
    if (list.length < CAP) list.push({ connectorId: k.connectorId, name: k.walletInfo.name, authName: k.authName, accounts: k.accounts.map(({ address, type }) => ({ address, type })), recent: !list.length })
  }
  api.context.storage.set(KEY, stored)
}
