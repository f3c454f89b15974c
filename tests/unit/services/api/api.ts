// Shared by the API tests: one real server per test file on a free port, and typed fetch helpers.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll } from 'vitest'
import type { WalletRecord, WalletsFile } from '../../../../services/api/catalogue/schema'
import type { WalletListing } from '../../../../services/api/routes/catalogue'
import { startApi, type ApiServer } from '../../../../services/api/server'

/** SPEC §7 query parameters every non-image call carries. */
export const SDK = 'projectId=test-project&st=appkit&sv=html-wagmi-4.2.2'

/** The data file as written, sorted the way the API promises to list it. */
export const FILE: WalletsFile = JSON.parse(
  readFileSync(new URL('../../../../services/api/data/wallets.json', import.meta.url), 'utf8'),
) as WalletsFile
export const RECOMMENDED: WalletRecord[] = [...FILE.wallets].sort((a, b) => a.rank - b.rank)

export function useApi(): { url: () => string } {
  let api: ApiServer | undefined
  beforeAll(async () => {
    api = await startApi({ port: 0 })
  })
  afterAll(async () => {
    await api?.stop()
  })
  return {
    url: () => {
      if (!api) throw new Error('API not started')
      return api.url
    },
  }
}

export interface WalletsResponse {
  count: number
  data: WalletListing[]
}

export async function getWallets(base: string, query: string): Promise<WalletsResponse> {
  const res = await fetch(`${base}/getWallets?${SDK}${query ? `&${query}` : ''}`)
  if (res.status !== 200) throw new Error(`getWallets ${query}: ${res.status} ${await res.text()}`)
  return (await res.json()) as WalletsResponse
}

export async function errorOf(res: Response): Promise<string> {
  const body = (await res.json()) as { error?: unknown }
  if (typeof body.error !== 'string') throw new Error(`no error message in ${JSON.stringify(body)}`)
  return body.error
}
