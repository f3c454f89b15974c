// The addresses of the public Substrate dev accounts //Alice … //Eve (sr25519, SS58 prefix 42), written out so
// a page can show them without loading the sr25519 code; tests/unit/services/polkadot checks them against
// @polkadot/keyring's derivation (polkadot-keys.ts). Never use for real funds.
export const DEV_POLKADOT_NAMES = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve'] as const
/** The chain spec sets no ss58Format, so addresses use the generic Substrate prefix. */
export const DEV_POLKADOT_SS58 = 42
export const DEV_POLKADOT_ADDRESSES: readonly string[] = [
  '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
  '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y',
  '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy',
  '5HGjWAeFDfFCWPsjFQdVV2Msvz2XtMktvgocEZcCj68kUMaw',
]
