// Names the services know (SPEC §7 identity and profile lookups): `bob.gw` ↔ an address. The
// local stack seeds one per dev account; name registration will write here too.
export interface NameRegistry {
  address(name: string): string | undefined
  /** The name of an address (case-insensitive for EVM addresses). */
  nameOf(address: string): string | undefined
}

export function nameRegistry(names: Readonly<Record<string, string>> = {}): NameRegistry {
  const byName = new Map(Object.entries(names).map(([name, address]) => [name.toLowerCase(), address]))
  const byAddress = new Map([...byName].map(([name, address]) => [address.toLowerCase(), name]))
  return {
    address: (name) => byName.get(name.toLowerCase()),
    nameOf: (address) => byAddress.get(address.toLowerCase()),
  }
}
