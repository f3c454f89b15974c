// The dev Keplr-style wallet's own little UI on the demo page: what a wallet extension's popup would show.
// Balance from the simulated Cosmos chain's bank module, through an abci_query.
import { useEffect, useSyncExternalStore } from 'react'
import { formatUnits } from '../../kernel/format'
import type { CosmosDevWallet } from './cosmos'
import { DevWalletPanelFrame } from './panel-frame'
import { usePolledBalance } from './use-balance'

export function CosmosDevWalletPanel({ wallet, rpcUrl, chainId, denom }: { wallet: CosmosDevWallet; rpcUrl: string; chainId: string; denom: string }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  useEffect(() => void wallet.ready(), [wallet])
  const balance = usePolledBalance(async () => (state.address ? `${formatUnits(await (await import('./cosmos-signing')).bankBalance(rpcUrl, state.address, denom), 6)} STAKE` : '…'), `${rpcUrl} ${state.address}`)
  return (
    <DevWalletPanelFrame
      title="Dev Cosmos wallet (Keplr-style)"
      testId="cosmos-dev-wallet"
      className="cosmos"
      wallet={wallet}
      state={state}
      balance={balance}
      rows={
        <>
          <dt>Chain</dt>
          <dd>{chainId}, the simulated Cosmos chain</dd>
          <dt>Provider</dt>
          <dd>
            <code>window.keplr</code>
          </dd>
        </>
      }
    />
  )
}
