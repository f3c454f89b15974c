// The swap markets the services serve: one per eip155 chain whose source names a Uniswap v2 deployment.
import { HttpRequestError, TimeoutError } from 'viem'
import { evmClient } from '../chains/evm-client'
import type { ChainAdapter, SwapDeployment } from '../chains/types'
import type { HistoryStore } from '../store/history'
import { swapMarket, type SwapMarket } from './market'

export function swapMarkets(chains: readonly ChainAdapter[], history: HistoryStore): ReadonlyMap<string, SwapMarket> {
  const markets = new Map<string, SwapMarket>()
  for (const { source, namespace } of chains) {
    const swaps: SwapDeployment | undefined = source.swaps
    if (namespace !== 'eip155' || !swaps) continue
    const chain = source.caipNetworkId
    markets.set(chain, swapMarket({ source: { ...source, swaps }, client: evmClient(source), knownToken: (address) => history.token(chain, address) }))
  }
  return markets
}

/** A node that does not answer: the route says 502 rather than a generic 500. */
export const nodeDown = (error: unknown): boolean => error instanceof HttpRequestError || error instanceof TimeoutError
