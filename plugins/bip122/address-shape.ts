// The cheap first look at a Bitcoin address, kept in the factory: the characters and length of a
// base58 (P2PKH, P2SH) or bech32/bech32m (P2WPKH, P2WSH, P2TR) address of mainnet, testnet or
// regtest. Checksums need hashing code that does not fit a factory's bytes: address.ts checks them
// and takes over once a session has loaded (Send needs a connection, so it always has the full rules).
const BASE58 = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/
const BECH32 = /^(bc|tb|bcrt)1[qp][02-9ac-hj-np-z]{38,58}$/

/** Bech32 is all lower or all upper case; base58 is case-sensitive. */
export function looksLikeBitcoinAddress(address: string): boolean {
  const lower = address.toLowerCase()
  return BASE58.test(address) || (BECH32.test(lower) && (address === lower || address === address.toUpperCase()))
}
