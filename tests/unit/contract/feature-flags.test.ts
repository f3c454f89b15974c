// README "features.<id>: false turns any installed feature off": the switch must type-check for every
// feature plugin the package ships, i.e. each plugin adds its id to FeatureFlags
// (`declare module 'gangway' { interface FeatureFlags { … } }`) unless SPEC §9 already names it.
// The type half is checked by `tsc --noEmit` (tests/ is in tsconfig): `satisfies` rejects a key
// FeatureFlags lacks (TS2353). The run-time half keeps the list equal to the ids the factories make,
// so a new feature plugin that forgets its augmentation fails here too.
import { describe, expect, it } from 'vitest'
import type { FeatureFlags, Plugin } from 'gangway'
import { bip122 } from 'gangway/bip122'
import { cosmos } from 'gangway/cosmos'
import { eip155 } from 'gangway/eip155'
import { polkadot } from 'gangway/polkadot'
import { solana } from 'gangway/solana'
import { walletConnect } from 'gangway/walletconnect'
import { send } from 'gangway/send'
import { receive } from 'gangway/receive'
import { activity } from 'gangway/activity'
import { swaps } from 'gangway/swaps'
import { onramp } from 'gangway/onramp'
import { pay } from 'gangway/pay'
import { nfts } from 'gangway/nfts'
import { siwx } from 'gangway/siwx'
import { names } from 'gangway/names'
import { embedded } from 'gangway/embedded'
import { connections } from 'gangway/connections'
import { packageEntries } from '../../../package-entries.mjs'

/** Every plugin entry of the package and what its factory makes. */
const pluginEntries: Record<string, () => Plugin | readonly Plugin[]> = {
  'gangway/eip155': () => eip155(),
  'gangway/solana': () => solana(),
  'gangway/bip122': () => bip122(),
  'gangway/polkadot': () => polkadot(),
  'gangway/cosmos': () => cosmos(),
  'gangway/walletconnect': () => walletConnect(),
  'gangway/send': () => send(),
  'gangway/receive': () => receive(),
  'gangway/activity': () => activity(),
  'gangway/swaps': () => swaps(),
  'gangway/onramp': () => onramp(),
  'gangway/pay': () => pay(),
  'gangway/nfts': () => nfts(),
  'gangway/siwx': () => siwx(),
  'gangway/names': () => names(),
  'gangway/embedded': () => embedded({ secureSiteUrl: 'http://127.0.0.1:4400' }),
  'gangway/connections': () => connections(),
}

// A host turning every shipped feature off: each key must be one FeatureFlags declares.
const everyFeatureOff = {
  walletConnect: false,
  send: false,
  receive: false,
  activity: false,
  swaps: false,
  onramp: false,
  pay: false,
  nfts: false,
  siwx: false,
  names: false,
  embedded: false,
  embeddedAccount: false,
  multiWallet: false,
} satisfies FeatureFlags

describe('FeatureFlags names every shipped feature (features.<id>: false type-checks)', () => {
  it('the table covers every plugin entry of the package', () => {
    const plugins = Object.keys(packageEntries).filter((name) => name !== 'gangway' && name !== 'gangway/react')
    expect(Object.keys(pluginEntries).sort()).toEqual(plugins.sort())
  })

  it('every feature id the factories make is a key of the typed everyFeatureOff', () => {
    const ids = Object.values(pluginEntries)
      .flatMap((make) => [make()].flat())
      .filter((plugin) => plugin.kind === 'feature')
      .map((plugin) => plugin.id)
    expect(ids.sort()).toEqual(Object.keys(everyFeatureOff).sort())
  })
})
