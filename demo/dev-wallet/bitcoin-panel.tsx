// The dev Bitcoin wallet's own little UI on the demo page: what a wallet extension's popup would show.
// Balance from the simulated Bitcoin ledger's Esplora API.
import { useEffect, useSyncExternalStore } from 'react'
import { formatUnits } from '../../kernel/format'
import type { BitcoinDevWallet } from './bitcoin'
import { DevWalletPanelFrame } from './panel-frame'
import { usePolledBalance } from './use-balance'

/** Confirmed balance of an address in satoshi, from an Esplora endpoint. */
export async function esploraBalance(esploraUrl: string, address: string): Promise<bigint> {
  const res = await fetch(`${esploraUrl}/address/${address}`)
  if (!res.ok) throw new Error(`${esploraUrl}: HTTP status code: ${res.status}`)
  const { chain_stats: s } = (await res.json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
  return BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
}

export function BitcoinDevWalletPanel({ wallet, esploraUrl }: { wallet: BitcoinDevWallet; esploraUrl: string }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  useEffect(() => void wallet.ready(), [wallet])
  const balance = usePolledBalance(async () => {
    if (!state.address) return '…'
    const [payment, ordinals] = await Promise.all([esploraBalance(esploraUrl, state.address), esploraBalance(esploraUrl, state.ordinalsAddress)])
    return `${formatUnits(payment, 8)} BTC (ordinals ${formatUnits(ordinals, 8)} BTC)`
  }, `${esploraUrl} ${state.address}`)
  return (
    <DevWalletPanelFrame
      title="Dev Bitcoin wallet"
      testId="bitcoin-dev-wallet"
      className="bitcoin"
      wallet={wallet}
      state={state}
      balance={balance}
      rows={
        <>
          <dt>Ordinals</dt>
          <dd data-testid="bitcoin-dev-wallet-ordinals">
            <code>{state.ordinalsAddress || '…'}</code>
          </dd>
          <dt>Network</dt>
          <dd>regtest, on the simulated Bitcoin ledger (bitcoin:regtest)</dd>
        </>
      }
    />
  )
}
