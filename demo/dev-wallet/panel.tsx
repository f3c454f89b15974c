// The dev wallet's own little UI on the demo page: what a wallet extension's popup would show.
import { useSyncExternalStore } from 'react'
import { formatEther } from 'viem'
import type { EvmDevWallet } from './evm'
import { DevWalletPanelFrame } from './panel-frame'
import { usePolledBalance } from './use-balance'

export function DevWalletPanel({ wallet }: { wallet: EvmDevWallet }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const balance = usePolledBalance(
    async () => `${Number(formatEther(BigInt((await wallet.request({ method: 'eth_getBalance', params: [state.address, 'latest'] })) as string))).toFixed(4)} ETH`,
    `${state.address}@${state.chain.id}`,
  )
  const nextChain = state.chains[(state.chains.indexOf(state.chain) + 1) % state.chains.length] ?? state.chain

  return (
    <DevWalletPanelFrame
      title="Dev wallet"
      testId="dev-wallet"
      wallet={wallet}
      state={state}
      balance={balance}
      rows={
        <>
          <dt>Chain</dt>
          <dd data-testid="dev-wallet-chain">
            {state.chain.name} ({state.chain.id})
          </dd>
        </>
      }
      actions={
        <button type="button" disabled={state.chains.length < 2} onClick={() => wallet.switchChain(nextChain.id)}>
          Switch to {nextChain.name}
        </button>
      }
    />
  )
}
