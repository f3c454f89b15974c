// The price table the services keep: USD per unit of each symbol. A self-hoster passes their own
// (a feed, a file); the local stack uses these fixed demo prices so values are stable in tests.
export interface PriceTable {
  /** USD price of one unit, or undefined when the symbol has no price. */
  usd(symbol: string): number | undefined
}

export const DEMO_PRICES: Readonly<Record<string, number>> = {
  ETH: 3120.55,
  WETH: 3120.55,
  SOL: 142.3,
  GANG: 0.05,
  GWAY: 1.25,
  DUSD: 1,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  POL: 0.52,
  BTC: 64210,
  WBTC: 64210,
}

export function priceTable(prices: Readonly<Record<string, number>> = DEMO_PRICES): PriceTable {
  const bySymbol = new Map(Object.entries(prices).map(([symbol, usd]) => [symbol.toUpperCase(), usd]))
  return { usd: (symbol) => bySymbol.get(symbol.toUpperCase()) }
}
