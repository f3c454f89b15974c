// SPEC §5: a Solana address is base58, 32 to 44 characters.
export const isSolanaAddress = (address: string): boolean => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)
