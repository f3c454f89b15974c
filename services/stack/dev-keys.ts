// The dev accounts of the public dev mnemonic, for the stack's deployers and the test on-ramp.
// viem's mnemonicToAccount spends ~45 ms in JavaScript PBKDF2 on every call; the BIP-39 seed is
// the same for every account, so it is made once here with node's native PBKDF2 and each
// account is derived from it once.
import { pbkdf2Sync } from 'node:crypto'
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from '../dev/keys'

let master: HDKey | undefined
const accounts = new Map<number, HDAccount>()

/** BIP-39 seed: PBKDF2-HMAC-SHA512 of the mnemonic, salt "mnemonic", 2048 rounds, 64 bytes. */
const seedOf = (mnemonic: string) => pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')

/** Dev account `index` of the public dev mnemonic (m/44'/60'/0'/0/index). Never for real funds. */
export function devAccount(index: number): HDAccount {
  let account = accounts.get(index)
  if (!account) {
    master ??= HDKey.fromMasterSeed(seedOf(DEV_MNEMONIC))
    accounts.set(index, (account = hdKeyToAccount(master, { addressIndex: index })))
  }
  return account
}

/** The private key of a dev account, for a service that signs with it (the test on-ramp's treasury). */
export function devPrivateKey(index: number): `0x${string}` {
  const key = devAccount(index).getHdKey().privateKey
  if (!key) throw new Error(`dev account ${index} has no private key`)
  return `0x${Buffer.from(key).toString('hex')}`
}
