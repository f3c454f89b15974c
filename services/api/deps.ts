// What the routes read from: data sources are passed in, so a test or a self-hoster can swap one
// (another catalogue file, a broken source to see a 500) without touching the routes.
import { DEFAULT_ASSET_IMAGES, type AssetImages } from './catalogue/assets'
import { loadCatalogue, type WalletCatalogue } from './catalogue/catalogue'

export interface ApiDeps {
  catalogue: WalletCatalogue
  assetImages: AssetImages
  /** Where route groups that keep state (SQLite) put their files; undefined means in memory only. */
  dataDir?: string
  /** Unexpected errors land here; the client only sees a generic 500. */
  log: (message: string, error?: unknown) => void
}

export interface LoadApiDepsOptions {
  dataDir?: string
  /** The catalogue data file; defaults to the generated services/api/data/wallets.json. */
  walletsFile?: URL | string
  log?: ApiDeps['log']
}

export async function loadApiDeps(o: LoadApiDepsOptions = {}): Promise<ApiDeps> {
  return {
    catalogue: await loadCatalogue(o.walletsFile),
    assetImages: DEFAULT_ASSET_IMAGES,
    dataDir: o.dataDir,
    log: o.log ?? ((message, error) => console.error(`[api] ${message}`, error ?? '')),
  }
}
