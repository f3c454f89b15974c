// The cheap first look at an SS58 address, kept in the factory: base58 of an account's length (any
// prefix). The checksum (blake2b-512) does not fit a factory's bytes: ss58.ts checks it and takes over
// once a session has loaded (Send needs a connection, so it always has the full rules).
export const looksLikeSs58Address = (address: string): boolean => /^[1-9A-HJ-NP-Za-km-z]{46,50}$/.test(address)
