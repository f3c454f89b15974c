// The PUBLIC dev accounts of the local Substrate chain: the well-known Substrate dev seeds //Alice … //Eve
// (sr25519, from Substrate's public dev phrase), shown with the generic SS58 prefix 42. The stack funds
// them through chopsticks' dev_setStorage and the dev Polkadot wallet signs with them. Never use for real funds.
// Heavy (@polkadot/keyring and its crypto): import it lazily in a page.
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { DEV_POLKADOT_NAMES, DEV_POLKADOT_SS58 } from './polkadot-accounts'

let pairs: Promise<KeyringPair[]> | undefined

/** sr25519 key pairs of //Alice … //Eve (index = position in DEV_POLKADOT_NAMES). */
export const devPolkadotPairs = (): Promise<KeyringPair[]> =>
  (pairs ??= cryptoWaitReady().then(() => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: DEV_POLKADOT_SS58 })
    return DEV_POLKADOT_NAMES.map((name) => keyring.addFromUri(`//${name}`, { name: `Dev ${name}` }))
  }))
