// The wallet catalogue as the routes see it: wallets in recommended order plus an image lookup.
import { readFile } from 'node:fs/promises'
import { walletsFileSchema, type WalletRecord } from './schema'

export interface WalletCatalogue {
  /** Every wallet, in the stable recommended order (rank, then id). */
  readonly wallets: readonly WalletRecord[]
  byImageId(imageId: string): WalletRecord | undefined
}

/** The generated data file shipped beside the server. */
export const DEFAULT_WALLETS_FILE = new URL('../data/wallets.json', import.meta.url)

export function createCatalogue(wallets: readonly WalletRecord[]): WalletCatalogue {
  const ordered = [...wallets].sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))
  const byImage = new Map(ordered.map((w) => [w.image_id, w]))
  return { wallets: ordered, byImageId: (imageId) => byImage.get(imageId) }
}

/** Reads and validates the data file; the error names the first bad field so the file can be fixed. */
export async function loadCatalogue(file: URL | string = DEFAULT_WALLETS_FILE): Promise<WalletCatalogue> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'))
  const parsed = walletsFileSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid wallet catalogue ${String(file)}: ${issue?.path.join('.')}: ${issue?.message}`)
  }
  return createCatalogue(parsed.data.wallets)
}
