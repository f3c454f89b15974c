// The shapes the services must answer in. Responses are checked before the modal trusts them:
// a wrong shape is an error, never a half-drawn view. zod/mini, with the kinds options.ts uses.
import * as z from 'zod/mini'

const nullableString = z.optional(z.union([z.string(), z.literal(null)]))

export const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

export const balanceResponse = z.object({ balances: z.array(tokenBalance) })

export const supportedChainsResponse = z.object({ http: z.array(z.string()) })

const transfer = z.looseObject({
  fungible_info: z.optional(z.looseObject({ name: z.optional(z.string()), symbol: z.optional(z.string()), icon: z.optional(z.union([z.looseObject({ url: z.string() }), z.literal(null)])) })),
  nft_info: z.optional(
    z.looseObject({
      name: z.optional(z.string()),
      content: z.optional(z.looseObject({ preview: z.optional(z.union([z.looseObject({ url: z.string() }), z.literal(null)])) })),
      flags: z.optional(z.looseObject({ is_spam: z.boolean() })),
    }),
  ),
  direction: z.string(),
  quantity: z.looseObject({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})

export const historyResponse = z.object({
  data: z.array(
    z.looseObject({
      id: z.string(),
      metadata: z.looseObject({
        operationType: z.string(),
        hash: z.string(),
        minedAt: z.string(),
        sentFrom: z.string(),
        sentTo: z.string(),
        status: z.string(),
        nonce: z.optional(z.number()),
        chain: z.optional(z.string()),
      }),
      transfers: z.array(transfer),
    }),
  ),
  next: nullableString,
})

export const identityResponse = z.object({ name: nullableString, avatar: nullableString })

export const profileResponse = z.looseObject({ addresses: z.looseObject({ '60': z.object({ address: z.string() }) }) })

export const analyticsConfigResponse = z.object({ isAnalyticsEnabled: z.boolean() })


/** The value, checked; else an error naming what answered wrongly. */
export function valid<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new Error(`Invalid response from ${what}`)
  return result.data
}

/** SPEC §7 GET /appkit/v1/config: the project's remote features. */
export const remoteConfigResponse = z.object({
  features: z.array(z.looseObject({ id: z.string(), isEnabled: z.boolean(), config: z.optional(z.union([z.array(z.string()), z.literal(null)])) })),
})

/** SPEC §7 GET /projects/v1/origins. */
export const originsResponse = z.object({ allowedOrigins: z.array(z.string()) })
