// The name rules both sides apply (SPEC §5, §9): the modal before it asks, the registry before it
// stores. No imports, so the services use the very same file.

/** SPEC §9 name minimum length. */
export const NAME_MIN_LENGTH = 4

/** SPEC §5, as the person reads it under the name field. */
export const NAME_RULE = /* t */ 'Letters, digits and hyphens only, at least 4 characters'

/** SPEC §5: letters, digits and hyphens only, at least 4 characters (the label, without its zone). */
export const isValidLabel = (label: string): boolean => label.length >= NAME_MIN_LENGTH && /^[a-zA-Z0-9-]+$/.test(label)

/** ENSIP-11: an EVM chain's coin type sets the top bit of a 31-bit chain id. */
const EVM_COIN_TYPE_BIT = 0x80000000

/** ENSIP-11 coin type of an EVM chain id; undefined where SPEC §5 says 'Invalid chainId' (at or above 2^31). */
export function coinTypeOf(chainId: number): number | undefined {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_BIT) return undefined
  return (EVM_COIN_TYPE_BIT | chainId) >>> 0
}

/** The EVM chain id of a coin type: ENSIP-11's, or 60 (SLIP-44 Ether, mainnet); undefined for any other. */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (!Number.isSafeInteger(coinType) || coinType < EVM_COIN_TYPE_BIT || coinType > 0xffffffff) return undefined
  return coinType - EVM_COIN_TYPE_BIT
}

/** SPEC §3 name registration message: name, attributes (empty), timestamp in seconds. */
export interface RegistrationMessage {
  name: string
  attributes: Record<string, never>
  timestamp: number
}

export const registrationMessage = (name: string, now = Date.now()): string =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now / 1000) } satisfies RegistrationMessage)
