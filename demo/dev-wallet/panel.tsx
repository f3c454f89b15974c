// The dev wallet's own little UI on the demo page: what a wallet extension's popup would show.
import { useSyncExternalStore } from 'react'
import { formatEther } from 'viem'
import type { EvmDevWallet } from './evm'
import { usePolledBalance } from './use-balance'

export function DevWalletPanel({ wallet }: { wallet: EvmDevWallet }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const balance = usePolledBalance(
    async () => `${Number(formatEther(BigInt((await wallet.request({ method: 'eth_getBalance', params: [state.address, 'latest'] })) as string))).toFixed(4)} ETH`,
    `${state.address}@${state.chain.id}`,
  )
  const nextChain = state.chains[(state.chains.indexOf(state.chain) + 1) % state.chains.length] ?? state.chain

  return (
    <section className="dev-wallet" aria-label="Dev wallet" data-testid="dev-wallet">
      <h2>
        Dev wallet <span className="badge">local only · public test keys</span>
      </h2>
      <dl>
        <dt>Site</dt>
        <dd data-testid="dev-wallet-status">{state.connected ? 'connected' : 'not connected'}</dd>
        <dt>Account</dt>
        <dd data-testid="dev-wallet-account">
          #{state.accountIndex} <code>{state.address}</code>
        </dd>
        <dt>Chain</dt>
        <dd data-testid="dev-wallet-chain">
          {state.chain.name} ({state.chain.id})
        </dd>
        <dt>Balance</dt>
        <dd data-testid="dev-wallet-balance">{balance ?? '…'}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={() => wallet.setAccount((state.accountIndex + 1) % state.accountCount)}>
          Next account
        </button>
        <button type="button" disabled={state.chains.length < 2} onClick={() => wallet.switchChain(nextChain.id)}>
          Switch to {nextChain.name}
        </button>
        <button type="button" disabled={!state.connected} onClick={() => wallet.disconnect()}>
          Disconnect site
        </button>
        <label>
          <input type="checkbox" checked={state.rejectNext} onChange={(e) => wallet.reject(e.currentTarget.checked)} /> Reject next prompt
        </label>
      </div>
    </section>
  )
}
