// The dev Solana wallet's own little UI on the demo page: what a wallet extension's popup would show.
import { useSyncExternalStore } from 'react'
import { formatUnits } from '../../kernel/format'
import type { SolanaDevWallet } from './solana'
import { usePolledBalance } from './use-balance'

export function SolanaDevWalletPanel({ wallet, rpcUrl }: { wallet: SolanaDevWallet; rpcUrl: string }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const balance = usePolledBalance(async () => {
    const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [state.address] }) })
    const { result } = (await res.json()) as { result?: { value: number } }
    if (!result) throw new Error('no balance')
    return `${Number(formatUnits(BigInt(result.value), 9)).toFixed(4)} SOL`
  }, `${rpcUrl} ${state.address}`)
  return (
    <section className="dev-wallet solana" aria-label="Dev Solana wallet" data-testid="solana-dev-wallet">
      <h2>
        Dev Solana wallet <span className="badge">local only · public test keys</span>
      </h2>
      <dl>
        <dt>Site</dt>
        <dd data-testid="solana-dev-wallet-status">{state.connected ? 'connected' : 'not connected'}</dd>
        <dt>Account</dt>
        <dd data-testid="solana-dev-wallet-account">
          #{state.accountIndex} <code>{state.address}</code>
        </dd>
        <dt>Cluster</dt>
        <dd>local runtime (solana:localnet)</dd>
        <dt>Balance</dt>
        <dd data-testid="solana-dev-wallet-balance">{balance ?? '…'}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={() => wallet.setAccount((state.accountIndex + 1) % state.accountCount)}>
          Next account
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
