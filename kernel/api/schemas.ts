// The shapes the services must answer in. Responses are checked before the modal trusts them:
// a wrong shape is an error, never a half-drawn view; a balance keeps only SPEC §3's fields. The few checks of ../check (no schema library
// in any host's bundle).
import { arrayOf, checked, aBoolean, aNumber, aString, nullable, objectOf, optional, type Check } from '../check'

const nullableString = optional(nullable(aString))
const urlObject = nullable(objectOf({ url: aString }))

export const tokenBalance = objectOf({
  name: aString,
  symbol: aString,
  chainId: aString,
  address: optional(aString),
  value: aNumber,
  price: aNumber,
  quantity: objectOf({ decimals: aString, numeric: aString }),
  iconUrl: aString,
}, 'only')

export const balanceResponse = objectOf({ balances: arrayOf(tokenBalance) })

export const supportedChainsResponse = objectOf({ http: arrayOf(aString) })

const transfer = objectOf({
  fungible_info: optional(objectOf({ name: optional(aString), symbol: optional(aString), icon: optional(urlObject) })),
  nft_info: optional(
    objectOf({
      name: optional(aString),
      content: optional(objectOf({ preview: optional(urlObject) })),
      flags: optional(objectOf({ is_spam: aBoolean })),
    }),
  ),
  direction: aString,
  quantity: objectOf({ numeric: aString }),
  value: optional(aNumber),
  price: optional(aNumber),
})

export const historyResponse = objectOf({
  data: arrayOf(
    objectOf({
      id: aString,
      metadata: objectOf({
        operationType: aString,
        hash: aString,
        minedAt: aString,
        sentFrom: aString,
        sentTo: aString,
        status: aString,
        nonce: optional(aNumber),
        chain: optional(aString),
      }),
      transfers: arrayOf(transfer),
    }),
  ),
  next: nullableString,
})

export const identityResponse = objectOf({ name: nullableString, avatar: nullableString })

export const profileResponse = objectOf({ addresses: objectOf({ '60': objectOf({ address: aString }) }) })

export const analyticsConfigResponse = objectOf({ isAnalyticsEnabled: aBoolean })

/** The value, checked; else an error naming what answered wrongly. */
export const valid = <T>(check: Check<T>, value: unknown, what: string): T => checked(check, value, `Invalid response from ${what}`)

/** SPEC §7 GET /appkit/v1/config: the project's remote features. */
export const remoteConfigResponse = objectOf({
  features: arrayOf(objectOf({ id: aString, isEnabled: aBoolean, config: optional(nullable(arrayOf(aString))) })),
})

/** SPEC §7 GET /projects/v1/origins. */
export const originsResponse = objectOf({ allowedOrigins: arrayOf(aString) })
