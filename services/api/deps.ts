// What the routes read from: data sources are passed in, so a test or a self-hoster can swap one
// (another catalogue file, a broken source to see a 500) without touching the routes.
import { DEFAULT_ASSET_IMAGES, type AssetImages } from './catalogue/assets'
import { loadCatalogue, type WalletCatalogue } from './catalogue/catalogue'
import { chainAdapters } from './chains'
import type { ChainAdapter, ChainSource } from './chains/types'
import { createNameRegistry, type NameRegistry } from './names/registry'
import { priceTable, type PriceTable } from './market/prices'
import { spamList, type SpamList } from './market/spam'
import { createCheckoutStore } from './onramp/checkouts'
import type { OnrampConfig } from './onramp/networks'
import { onrampService, type OnrampService } from './onramp/service'
import { createTreasury } from './onramp/treasury'
import { permissiveProjects, storedProjects, type ProjectRegistry, type ProjectSeed } from './project/config'
import { createFaucet, type Faucet, type FaucetConfig } from './faucet/service'
import { createSignInService, type SignInService } from './siwx/service'
import { createAnalyticsStore, type AnalyticsStore } from './store/analytics'
import { openDatabase, type Db } from './store/db'
import type { NameSeed } from './store/names'
import { DEFAULT_LIMITS, type ApiLimits } from './middleware/limits'
import { createHistoryStore, type HistoryStore } from './store/history'
import { createProjectStore } from './store/projects'

export interface ApiDeps {
  catalogue: WalletCatalogue
  assetImages: AssetImages
  /** Where route groups that keep state (SQLite) put their files; undefined means in memory only. */
  dataDir?: string
  /** Unexpected errors land here; the client only sees a generic 500. */
  log: (message: string, error?: unknown) => void
  /** The chains balances and history are served for (SPEC §7 Blockchain API). */
  chains: readonly ChainAdapter[]
  db: Db
  history: HistoryStore
  analytics: AnalyticsStore
  prices: PriceTable
  /** Collections and tokens the services flag as spam. */
  spam: SpamList
  /** The name registry (SPEC §7 /v1/profile/*, identity). */
  names: NameRegistry
  /** Request rate per client address and body size, on every route. */
  limits: ApiLimits
  /** The projects and their origins; permissive (any id, any origin) unless the host declared projects. */
  projects: ProjectRegistry
  /** On-ramp options, quotes and the test provider's checkouts. */
  onramp: OnrampService
  /** Sign-in with X: nonces, verification and the sessions of SPEC §7 /v1/sessions/*. */
  signIn: SignInService
  /** The dev faucet (local stack only): funds new accounts with dev ETH and SOL. */
  faucet?: Faucet
}

export interface LoadApiDepsOptions {
  dataDir?: string
  /** The catalogue data file; defaults to the generated services/api/data/wallets.json. */
  walletsFile?: URL | string
  log?: ApiDeps['log']
  chains?: readonly ChainSource[]
  /** USD prices by symbol; defaults to the demo price table. */
  prices?: Readonly<Record<string, number>>
  /** CAIP-10 ids of spam collections and tokens, e.g. `eip155:31337:0x…`. */
  spam?: readonly string[]
  /** Names the host hands out itself, seeded into the registry once, e.g. `{ 'bob.gw': '0x7099…' }` (or with an `avatar` record). */
  names?: Readonly<Record<string, NameSeed>>
  /** The zone names are registered in (default `gw`: `alice.gw`). */
  nameZone?: string
  /**
   * The projects the services serve, written to the database at start (the host's declaration wins).
   * Given, the registry is enforced: an unknown project id is a 403 'Unauthorized: invalid key', a page
   * whose origin its project does not list a 403 'Unauthorized: origin not allowed'. Without it any id
   * and any origin are served with SPEC §9's defaults.
   */
  projects?: readonly ProjectSeed[]
  /** Rate and body limits on every route; unset fields keep DEFAULT_LIMITS (generous). */
  limits?: Partial<ApiLimits>
  /** Where the test on-ramp delivers and the treasury key it pays from; without it, it offers nothing to buy. */
  onramp?: OnrampConfig
  /**
   * The host pages that sign in (their origins) and how long a session may last; without origins every sign-in
   * is refused. Sessions may be for `chains` and for `signIn.chains`: CAIP-2 ids of Bitcoin, Polkadot and Cosmos
   * chains, whose signatures are checked without a node.
   */
  signIn?: { origins: readonly string[]; maxSessionSeconds?: number; chains?: readonly string[] }
  /** The dev faucet's keys and chains; without it there is no faucet route. */
  faucet?: FaucetConfig
}

export async function loadApiDeps(o: LoadApiDepsOptions = {}): Promise<ApiDeps> {
  const db = openDatabase(o.dataDir)
  const history = createHistoryStore(db)
  const sources = o.chains ?? []
  const prices = priceTable(o.prices)
  const onrampConfig = o.onramp ?? { networks: [], treasury: {} }
  return {
    catalogue: await loadCatalogue(o.walletsFile),
    assetImages: DEFAULT_ASSET_IMAGES,
    dataDir: o.dataDir,
    log: o.log ?? ((message, error) => console.error(`[api] ${message}`, error ?? '')),
    chains: chainAdapters(sources, history),
    db,
    history,
    analytics: createAnalyticsStore(db),
    prices,
    spam: spamList(o.spam),
    names: createNameRegistry({ db, zone: o.nameZone, chains: sources, seeds: o.names }),
    limits: { ...DEFAULT_LIMITS, ...o.limits },
    projects: o.projects ? seededProjects(db, o.projects) : permissiveProjects,
    signIn: createSignInService({ db, chains: sources, offlineChains: o.signIn?.chains, origins: o.signIn?.origins ?? [], maxSessionSeconds: o.signIn?.maxSessionSeconds }),
    faucet: o.faucet ? createFaucet(db, o.faucet) : undefined,
    onramp: onrampService({ config: onrampConfig, sources, prices, checkouts: createCheckoutStore(db), treasury: createTreasury(onrampConfig.treasury, sources) }),
  }
}

function seededProjects(db: Db, seeds: readonly ProjectSeed[]): ProjectRegistry {
  const store = createProjectStore(db)
  db.transaction(() => seeds.forEach((seed) => store.put(seed)))()
  return storedProjects(store)
}
