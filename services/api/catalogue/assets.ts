// The ids the public image routes know (SPEC §7 getAssetImage, getCurrencyImage, getTokenImage).
// Small fixed sets: enough for the networks, currencies and tokens the modal and demo show.
import type { Badge } from './svg'

export interface AssetImages {
  /** Network image ids (a network's `assets.imageId`). */
  network: ReadonlyMap<string, Badge>
  /** ISO 4217 codes, upper case. */
  currency: ReadonlyMap<string, Badge>
  /** Token symbols, upper case. */
  token: ReadonlyMap<string, Badge>
}

/** Network image ids are readable slugs rather than opaque UUIDs, so a self-hoster can name them in options. */
const networks: Array<[id: string, label: string, title: string]> = [
  ['ethereum', 'ETH', 'Ethereum'],
  ['optimism', 'OP', 'OP Mainnet'],
  ['polygon', 'POL', 'Polygon'],
  ['base', 'B', 'Base'],
  ['arbitrum', 'ARB', 'Arbitrum One'],
  ['solana', 'SOL', 'Solana'],
  ['bitcoin', 'BTC', 'Bitcoin'],
  ['polkadot', 'DOT', 'Polkadot'],
  ['cosmos', 'ATOM', 'Cosmos Hub'],
  ['local-a', 'A', 'Local A'],
  ['local-b', 'B', 'Local B'],
]

const currencies: Array<[code: string, label: string, title: string]> = [
  ['USD', '$', 'US dollar'],
  ['EUR', '€', 'Euro'],
  ['GBP', '£', 'Pound sterling'],
  ['JPY', '¥', 'Japanese yen'],
  ['CAD', 'C$', 'Canadian dollar'],
  ['AUD', 'A$', 'Australian dollar'],
  ['CHF', 'Fr', 'Swiss franc'],
]

const tokens = ['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'BTC', 'SOL', 'POL', 'OP', 'ARB', 'DOT', 'ATOM', 'GWAY', 'DUSD', 'GPT', 'GANG']

export const DEFAULT_ASSET_IMAGES: AssetImages = {
  network: new Map(networks.map(([id, label, title]) => [id, { label, title }])),
  currency: new Map(currencies.map(([code, label, title]) => [code, { label, title }])),
  token: new Map(tokens.map((symbol) => [symbol, { label: symbol, title: symbol }])),
}
