// The cheap first look at a Cosmos account address, kept in the factory: bech32 characters and length
// with one of the prefixes the host's networks use. The checksum is checked once a session has loaded
// (bech32.ts; Send needs a connection, so it always has the full rules).
const BECH32 = /^([a-z][a-z0-9]{0,82})1[02-9ac-hj-np-z]{38,58}$/

/** The bech32 prefix of a lower-case (or all upper-case) address that looks like an account address. */
export function addressPrefix(address: string): string | undefined {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return undefined
  return BECH32.exec(lower)?.[1]
}
