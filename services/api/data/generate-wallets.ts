// Generates data/wallets.json, the catalogue the local API serves: made-up, brand-free wallets
// shaped like the real catalogue's, deterministic from SEED so the file only changes on purpose.
// Run: npx tsx services/api/data/generate-wallets.ts
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { walletsFileSchema, type WalletRecord, type WalletsFile } from '../catalogue/schema'

export const SEED = 'gangway-wallet-catalogue-v1'
export const WALLET_COUNT = 600
/** Must match demo/dev-wallet/announce.ts (a test checks); copied so this script needs no demo code. */
export const DEV_WALLET_RDNS = 'dev.gangway.wallet'

const EVM = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161']
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const COSMOS = 'cosmos:cosmoshub-4'

const ONSETS = ['b', 'br', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'pl', 'qu', 'r', 's', 'sh', 't', 'th', 'tr', 'v', 'w', 'z']
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou']
const CODAS = ['', '', 'n', 'r', 'l', 'x', 'm', 's', 'nd', 'rk', 'v']
const SUFFIXES = ['Wallet', 'Vault', 'Keys', 'Purse', 'Pouch']

/**
 * Real wallet and company names the syllables could spell by chance. Short ones are rejected
 * only as the whole name (they are common syllables); longer ones anywhere inside it.
 */
export const BRAND_WORDS = [
  'metamask', 'trust', 'coinbase', 'rainbow', 'phantom', 'ledger', 'trezor', 'argent', 'exodus', 'safe', 'uniswap',
  'rabby', 'bitget', 'okx', 'keplr', 'leap', 'backpack', 'solflare', 'talisman', 'subwallet', 'nova', 'frame', 'zengo',
  'tokenpocket', 'imtoken', 'bybit', 'binance', 'kraken', 'gemini', 'crypto', 'onto', 'omni', 'enkrypt', 'taho', 'xdefi',
  'ctrl', 'coin', 'math', 'safepal', 'brave', 'opera', 'core', 'obvious', 'zerion', 'family', 'pillow', 'bitkeep',
  'unstoppable', 'robinhood', 'coinomi', 'atomic', 'guarda', 'edge', 'jade', 'keystone', 'tangem', 'ambire', 'sequence',
  'magic', 'dawn', 'status', 'fireblocks', 'gnosis', 'infinity', 'bitpie', 'tokenary', 'halo', 'wigwam', 'nufi',
  'nightly', 'glow', 'slope', 'sollet', 'polkadot', 'zeal', 'frontier', 'torus', 'venly', 'portal', 'fordefi', 'cypher',
  'valora', 'celo', 'kaikas', 'klip', 'bitski', 'dcent', 'ellipal', 'secux', 'onekey', 'cobo', 'hyperpay', 'bitpay',
  'zelcore', 'defiant', 'huobi', 'kucoin', 'pera', 'petra', 'martian', 'pontem', 'suiet', 'ethos', 'xverse', 'unisat',
  'leather', 'hiro', 'braavos', 'tally', 'liquality', 'clover', 'fractal', 'lace', 'eternl', 'nami', 'yoroi', 'typhon',
  'flint', 'temple', 'kukai', 'umami', 'sushi', 'curve', 'aave', 'lido', 'zapper', 'debank', 'daimo', 'privy', 'particle',
  'thirdweb', 'alchemy', 'infura', 'moonpay', 'ramp', 'transak', 'banxa', 'sardine', 'wirex', 'revolut', 'paypal',
  'venmo', 'strike', 'muun', 'phoenix', 'breez', 'wasabi', 'sparrow', 'electrum', 'samourai', 'keeper', 'mew', 'para',
]

const isBrandLike = (name: string) =>
  BRAND_WORDS.some((word) => (word.length < 5 ? name === word : name.includes(word)))

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

/** A small seeded PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
function random(seed: string): () => number {
  let a = Number.parseInt(sha256(seed).slice(0, 8), 16)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const uuidFrom = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`

function pick<T>(rng: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** 1 to all of the EVM chains, always with mainnet, in a fixed order. */
function evmChains(rng: () => number): string[] {
  return EVM.filter((chain, i) => i === 0 || rng() < 0.55)
}

function chainsFor(rng: () => number): string[] {
  const r = rng()
  if (r < 0.55) return evmChains(rng)
  if (r < 0.8) return [...evmChains(rng), SOLANA]
  if (r < 0.88) return [SOLANA]
  if (r < 0.93) return rng() < 0.5 ? [BITCOIN] : ['eip155:1', BITCOIN]
  if (r < 0.97) return [POLKADOT, ...(rng() < 0.5 ? ['eip155:1'] : [])]
  return [COSMOS]
}

function uniqueName(rng: () => number, taken: Set<string>): { name: string; slug: string } {
  for (;;) {
    const syllables = rng() < 0.7 ? 2 : 3
    let base = ''
    for (let i = 0; i < syllables; i++) base += pick(rng, ONSETS) + pick(rng, VOWELS) + (i === syllables - 1 ? pick(rng, CODAS) : '')
    if (base.length < 4 || base.length > 10 || taken.has(base) || isBrandLike(base)) continue
    taken.add(base)
    const display = base[0]!.toUpperCase() + base.slice(1)
    return { name: rng() < 0.3 ? `${display} ${pick(rng, SUFFIXES)}` : display, slug: base }
  }
}

const namespacesOf = (chains: readonly string[]) => [...new Set(chains.map((c) => c.split(':')[0]!))]

function generatedWallet(i: number, rng: () => number, taken: Set<string>): Omit<WalletRecord, 'rank'> {
  const { name, slug } = uniqueName(rng, taken)
  const chains = chainsFor(rng)
  // about 40% are browser-extension capable: they announce an rdns a host can match
  const rdns = rng() < 0.4 ? `app.${slug}.wallet` : null
  const mobile = rng() < 0.85 ? (rng() < 0.5 ? `${slug}://` : `https://${slug}.example/wc`) : null
  return {
    id: sha256(`${SEED}:wallet:${i}`),
    name,
    image_id: uuidFrom(sha256(`${SEED}:image:${i}`)),
    homepage: `https://${slug}.example`,
    mobile_link: mobile,
    desktop_link: rng() < 0.2 ? `${slug}-desktop://` : null,
    webapp_link: rng() < 0.25 ? `https://app.${slug}.example` : null,
    app_store: mobile && rng() < 0.8 ? `https://apps.example/ios/${slug}` : null,
    play_store: mobile && rng() < 0.8 ? `https://apps.example/android/app.${slug}.wallet` : null,
    rdns,
    chains,
    ...(rdns ? { injected: namespacesOf(chains).map((namespace) => ({ namespace, injected_id: rdns })) } : {}),
    badge_type: rng() < 0.1 ? 'certified' : 'none',
  }
}

/** The demo's injected dev wallet, listed so a host can dedupe it against its EIP-6963 announce. */
const devWallet: Omit<WalletRecord, 'rank'> = {
  id: sha256(`${SEED}:dev-wallet`),
  name: 'Dev Wallet (local)',
  image_id: uuidFrom(sha256(`${SEED}:dev-wallet-image`)),
  homepage: 'https://gangway.example/dev-wallet',
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  rdns: DEV_WALLET_RDNS,
  chains: ['eip155:31337', 'eip155:31338'],
  injected: [{ namespace: 'eip155', injected_id: DEV_WALLET_RDNS }],
  badge_type: 'none',
}

export function generateWallets(seed: string = SEED, count: number = WALLET_COUNT): WalletsFile {
  const rng = random(seed)
  const taken = new Set<string>()
  const generated = Array.from({ length: count }, (_, i) => generatedWallet(i, rng, taken))
  // rank is a shuffled order, so the recommended list is not simply generation order;
  // the dev wallet ranks first so the demo shows the dedupe on the first page
  const ranks = generated.map((_, i) => i + 2)
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!]
  }
  const wallets = [{ ...devWallet, rank: 1 }, ...generated.map((w, i) => ({ ...w, rank: ranks[i]! }))]
  return walletsFileSchema.parse({ seed, wallets })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = fileURLToPath(new URL('./wallets.json', import.meta.url))
  const data = generateWallets()
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  console.log(`wrote ${data.wallets.length} wallets to ${file}`)
}
