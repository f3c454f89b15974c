// The shape of one wallet in the catalogue data file (SPEC §7 wallet catalogue), checked on load
// so a bad hand edit or a generator bug fails at start, not as a broken page in a host.
import { z } from 'zod'

/** A CAIP-2 chain id: namespace and reference, e.g. eip155:1. */
export const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
/** Catalogue wallet ids look like the real catalogue's: 64 lowercase hex characters. */
export const WALLET_ID = /^[0-9a-f]{64}$/

const url = z.url({ protocol: /^https?$/ })
/** Deep links may be custom schemes (`name://`) as well as https URLs. */
const link = z.string().regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/i)

export const BADGE_TYPES = ['certified', 'none'] as const

export const walletRecordSchema = z.object({
  id: z.string().regex(WALLET_ID),
  name: z.string().min(1).max(64),
  image_id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  homepage: url.nullable(),
  mobile_link: link.nullable(),
  desktop_link: link.nullable(),
  webapp_link: url.nullable(),
  app_store: url.nullable(),
  play_store: url.nullable(),
  /** Reverse-DNS id announced by an injected wallet (EIP-6963); present means injected capable. */
  rdns: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/).nullable(),
  chains: z.array(z.string().regex(CAIP2)).min(1),
  injected: z.array(z.object({ namespace: z.string().min(1), injected_id: z.string().min(1) })).optional(),
  badge_type: z.enum(BADGE_TYPES),
  /** Lower comes first in the recommended order. */
  rank: z.number().int().positive(),
})

export type WalletRecord = z.infer<typeof walletRecordSchema>

export const walletsFileSchema = z
  .object({ seed: z.string(), wallets: z.array(walletRecordSchema).min(1) })
  .superRefine((file, ctx) => {
    // Ids and image ids are lookup keys; a duplicate would silently shadow a wallet.
    for (const key of ['id', 'image_id', 'rank'] as const) {
      const seen = new Set<string | number>()
      file.wallets.forEach((w, i) => {
        if (seen.has(w[key])) ctx.addIssue({ code: 'custom', path: ['wallets', i, key], message: `duplicate ${key} ${w[key]}` })
        seen.add(w[key])
      })
    }
  })

export type WalletsFile = z.infer<typeof walletsFileSchema>
