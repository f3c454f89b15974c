// SPEC §4 'Switching a connection': on bip122 the person may switch only to a payment account, and
// must name its address. The SPEC §8 texts are exact. The kernel has no account-switch action yet,
// so the rule lives here, in the plugin's sessions (see switchBitcoinAccount in index.ts).
import type { Account, Namespace } from 'gangway'

export const ADDRESS_REQUIRED = 'Address parameter is required for switching bip122 connection'
export const nonPaymentNotAllowed = (namespace: Namespace): string => `Switching to non-payment accounts is not allowed for ${namespace}`

/** A refusal of SPEC §4's bip122 switch rule. */
export class BitcoinSwitchError extends Error {
  override name = 'BitcoinSwitchError'
}

/** The account to switch to, or the SPEC §8 error that says why not. */
export function switchTarget(accounts: readonly Account[], address: string | undefined, namespace: Namespace = 'bip122'): Account {
  if (!address) throw new BitcoinSwitchError(ADDRESS_REQUIRED)
  const account = accounts.find((a) => a.address === address)
  if (!account || account.type !== 'payment') throw new BitcoinSwitchError(nonPaymentNotAllowed(namespace))
  return account
}

/** The accounts with `address` first, so the kernel makes it the active one. */
export const withFirst = (accounts: readonly Account[], address: string): Account[] => [...accounts.filter((a) => a.address === address), ...accounts.filter((a) => a.address !== address)]
