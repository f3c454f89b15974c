// The HD root of the public dev mnemonic ("test test … junk"), made once: the Bitcoin and Cosmos dev keys
// derive from it on their own paths. Pure JS (@scure), so it runs in node and in a page. Never use for real funds.
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { DEV_MNEMONIC } from './keys'

let root: HDKey | undefined

/** BIP-32 root of DEV_MNEMONIC (PBKDF2 runs once, on first use). */
export const devHdRoot = (): HDKey => (root ??= HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC)))
