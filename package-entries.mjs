// The package's public entry points: each import specifier a host or a plugin uses, and the source
// it is built from. rollup (dist/), the size benchmark and vitest resolve 'gangway…' through this
// list; package.json "exports" and tsconfig "paths" name the same entries (a test keeps them equal).
export const packageEntries = {
  gangway: 'kernel/index.ts',
  'gangway/react': 'ui/index.ts',
  'gangway/eip155': 'plugins/eip155/index.ts',
  'gangway/solana': 'plugins/solana/index.ts',
  'gangway/bip122': 'plugins/bip122/index.ts',
  'gangway/polkadot': 'plugins/polkadot/index.ts',
  'gangway/cosmos': 'plugins/cosmos/index.ts',
  'gangway/walletconnect': 'plugins/walletconnect/index.ts',
  'gangway/send': 'plugins/features-send/index.ts',
  'gangway/receive': 'plugins/features-receive/index.ts',
  'gangway/activity': 'plugins/features-activity/index.ts',
  'gangway/swaps': 'plugins/features-swaps/index.ts',
  'gangway/onramp': 'plugins/features-onramp/index.ts',
  'gangway/pay': 'plugins/features-pay/index.ts',
  'gangway/nfts': 'plugins/features-nfts/index.ts',
  'gangway/siwx': 'plugins/features-siwx/index.ts',
  'gangway/names': 'plugins/features-names/index.ts',
  'gangway/embedded': 'plugins/auth-embedded/index.ts',
  'gangway/connections': 'plugins/features-connections/index.ts',
}
