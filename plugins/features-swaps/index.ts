// gangway/swaps: swap tokens from the Account on the active network, through the host's services
// (SPEC §7 /v1/convert/*: tokens, quotes, allowance, gas price, the approve and the swap built
// there) and the connected wallet. The factory is a few bytes; the controller and views load the
// first time Swap is opened.
import type { FeaturePlugin } from 'gangway'
import type { SwapResult } from './controller'
import { isSwapNetwork, SWAP_NETWORKS } from './networks'

declare module 'gangway' {
  interface ViewParams {
    Swap: undefined
    SwapSelectToken: { side: 'from' | 'to' }
    SwapPreview: undefined
    SwapSuccess: SwapResult
  }
  interface FeatureFlags {
    swaps?: boolean
    /** Symbols the token picker offers as one-tap picks (SPEC §9 'suggested tokens'). */
    swapSuggestedTokens?: string[]
    /**
     * The eip155 chain ids Swap is offered on: they replace SPEC §9's list (`SWAP_NETWORKS`), for
     * services that swap elsewhere; `[...SWAP_NETWORKS, 31337]` keeps it and adds a chain.
     */
    swapNetworks?: number[]
  }
}

const isSymbols = (value: unknown) => Array.isArray(value) && value.every((s) => typeof s === 'string')
const isChainIds = (value: unknown) => Array.isArray(value) && value.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)

export function swaps(): FeaturePlugin {
  return {
    kind: 'feature',
    id: 'swaps',
    remoteFlag: 'swaps',
    // The services build EVM calls (Uniswap v2) that the wallet sends: swaps exist where the EVM runs.
    requires: { capabilities: ['evm'], services: ['api'] },
    options: {
      swapSuggestedTokens: { default: ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC'], check: isSymbols, message: 'must be a list of token symbols' },
      swapNetworks: { default: [...SWAP_NETWORKS], check: isChainIds, message: 'must be a list of eip155 chain ids' },
    },
    // Offered only where the services swap; the view says so on any other network (views/swap.tsx).
    entries: [{ slot: 'account', view: 'Swap', label: /* t */ 'Swap', when: isSwapNetwork }],
    views: ['Swap', 'SwapSelectToken', 'SwapPreview', 'SwapSuccess'],
    titles: { SwapSelectToken: /* t */ 'Select token', SwapPreview: /* t */ 'Review swap', SwapSuccess: /* t */ 'Swap' },
    load: () => import('./module'),
  }
}

export { SWAP_NETWORKS } from './networks'
export type { SwapController, SwapState, SwapQuote, SwapResult } from './controller'
export type { SwapToken } from './rules'
