// The dev Solana wallet's own little UI on the demo page: what a wallet extension's popup would show.
import { useSyncExternalStore } from 'react'
import { formatUnits } from 'gangway'
import type { SolanaDevWallet } from './solana'
import { DevWalletPanelFrame } from './panel-frame'
import { httpRpc } from './rpc'
import { usePolledBalance } from './use-balance'

export function SolanaDevWalletPanel({ wallet, rpcUrl }: { wallet: SolanaDevWallet; rpcUrl: string }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const balance = usePolledBalance(async () => {
    const { value } = (await httpRpc(rpcUrl, fetch)('getBalance', [state.address])) as { value: number }
    return `${Number(formatUnits(BigInt(value), 9)).toFixed(4)} SOL`
  }, `${rpcUrl} ${state.address}`)
  return (
    <DevWalletPanelFrame
      title="Dev Solana wallet"
      testId="solana-dev-wallet"
      className="solana"
      wallet={wallet}
      state={state}
      balance={balance}
      rows={
        <>
          <dt>Cluster</dt>
          <dd>local runtime (solana:localnet)</dd>
        </>
      }
    />
  )
}
