// The dev Polkadot wallet's own little UI on the demo page: what a wallet extension's popup would show.
// Balance read from the local Substrate chain with a raw state_getStorage (no @polkadot/api in the page).
import { useSyncExternalStore } from 'react'
import { formatUnits } from '../../kernel/format'
import type { PolkadotDevWallet } from './polkadot'
import { DevWalletPanelFrame } from './panel-frame'
import { httpRpc } from './rpc'
import { usePolledBalance } from './use-balance'

/** Free balance (planck) of an account: System.Account's AccountInfo, whose `data.free` follows four u32 counters. */
export async function substrateFreeBalance(rpcUrl: string, address: string): Promise<bigint> {
  const [{ decodeAddress, xxhashAsU8a, blake2AsU8a }, { u8aConcat, u8aToHex, hexToU8a, u8aToBigInt }] = await Promise.all([import('@polkadot/util-crypto'), import('@polkadot/util')])
  const who = decodeAddress(address)
  const key = u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128), blake2AsU8a(who, 128), who)
  const value = (await httpRpc(rpcUrl, fetch)('state_getStorage', [u8aToHex(key)])) as string | null
  if (!value) return 0n
  return u8aToBigInt(hexToU8a(value).subarray(16, 32), { isLe: true })
}

export function PolkadotDevWalletPanel({ wallet, rpcUrl }: { wallet: PolkadotDevWallet; rpcUrl: string }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const balance = usePolledBalance(async () => `${formatUnits(await substrateFreeBalance(rpcUrl, state.address), 12)} ROC`, `${rpcUrl} ${state.address}`)
  return (
    <DevWalletPanelFrame
      title="Dev Polkadot wallet"
      testId="polkadot-dev-wallet"
      className="polkadot"
      wallet={wallet}
      state={state}
      balance={balance}
      rows={
        <>
          <dt>Chain</dt>
          <dd>local Substrate chain (chopsticks, Rococo Asset Hub runtime)</dd>
          <dt>Extension</dt>
          <dd>
            <code>window.injectedWeb3['gangway-dev']</code>
          </dd>
        </>
      }
    />
  )
}
