// The adapter for each chain the services serve, picked by its CAIP-2 namespace.
import type { HistoryStore } from '../store/history'
import { evmChain } from './evm'
import { solanaChain } from './solana'
import type { ChainAdapter, ChainSource } from './types'

type AdapterFactory = (source: ChainSource, store: HistoryStore) => ChainAdapter

const factories: Record<string, AdapterFactory> = {
  eip155: (source, store) => evmChain(source, store),
  solana: (source, store) => solanaChain(source, store),
}

export function chainAdapters(sources: readonly ChainSource[], store: HistoryStore): ChainAdapter[] {
  return sources.map((source) => {
    const namespace = source.caipNetworkId.split(':')[0]!
    const factory = factories[namespace]
    if (!factory) throw new Error(`The services cannot serve ${source.caipNetworkId}: no adapter for namespace ${namespace}`)
    return factory(source, store)
  })
}
