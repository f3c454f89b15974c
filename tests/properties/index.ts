// Every property of hostile input, by subject: the unit tests run them with a few hundred cases each,
// bench/fuzz with 10 000 or more.
import { addressProperties } from './addresses'
import { caipProperties, formatProperties } from './caip-format'
import { catalogueProperties } from './catalogue-views'
import { linkProperties } from './links-images'
import type { Property } from './property'
import { relayProperties } from './relay'
import { routeProperties } from './routes'
import { schemaProperties } from './schemas'
import { secureFrameProperties } from './secure-frame'

export const propertySuites: ReadonlyArray<{ subject: string; properties: readonly Property[] }> = [
  { subject: 'CAIP-2 and CAIP-10 (kernel/caip.ts)', properties: caipProperties },
  { subject: 'decimal amounts and display (kernel/format.ts)', properties: formatProperties },
  { subject: 'addresses of each namespace (plugins isAddress)', properties: addressProperties },
  { subject: 'API responses against their schemas (kernel/api)', properties: schemaProperties },
  { subject: 'images, wallet links and origins', properties: linkProperties },
  { subject: 'catalogue entries and wallet names in the views', properties: catalogueProperties },
  { subject: 'relay frames (services/relay)', properties: relayProperties },
  { subject: "the services' routes' inputs (services/api)", properties: routeProperties },
  { subject: "the embedded wallet's frame messages, both ways (plugins/auth-embedded)", properties: secureFrameProperties },
]
