// SPEC §7 GET /v1/convert/gas-price: standard, fast and instant prices in wei, from the node's fee
// history: the next block's base fee (with room for it to rise) plus what recent blocks paid as
// priority fee at three percentiles. Blocks with no transactions report no tips; then the node's own
// suggested tip stands in, so a quiet dev chain still gets sensible prices.
import type { PublicClient } from 'viem'

export interface GasPrices {
  standard: bigint
  fast: bigint
  instant: bigint
}

/** Blocks looked back at, and the reward percentiles each speed takes. */
const BLOCKS = 10
const PERCENTILES = [25, 60, 90] as const
/** Base fee headroom per speed, in percent: a block's base fee rises by at most 12.5%. */
const BASE_FEE_HEADROOM = [100n, 113n, 125n] as const

const median = (values: bigint[]): bigint => {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor(sorted.length / 2)] ?? 0n
}

export async function gasPrices(client: PublicClient): Promise<GasPrices> {
  const history = await client.getFeeHistory({ blockCount: BLOCKS, rewardPercentiles: [...PERCENTILES], blockTag: 'latest' })
  const nextBaseFee = history.baseFeePerGas[history.baseFeePerGas.length - 1] ?? 0n
  // Only blocks that held transactions say anything about tips.
  const busy = (history.reward ?? []).filter((_, i) => (history.gasUsedRatio[i] ?? 0) > 0)
  const suggested = busy.length ? 0n : await client.estimateMaxPriorityFeePerGas().catch(() => 0n)
  const [standard, fast, instant] = PERCENTILES.map((_, p) => {
    const tip = busy.length ? median(busy.map((rewards) => rewards[p] ?? 0n)) : suggested
    return (nextBaseFee * BASE_FEE_HEADROOM[p]!) / 100n + tip
  }) as [bigint, bigint, bigint]
  // Faster never costs less than slower, whatever the percentiles say.
  const fastOrMore = fast > standard ? fast : standard
  return { standard, fast: fastOrMore, instant: instant > fastOrMore ? instant : fastOrMore }
}
