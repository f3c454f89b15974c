// Which texts of the source each locale of ui/locales lacks, and which it keeps that the source no
// longer has: run `npx tsx scripts/locales-missing.ts` after adding or changing a t('…') text, then
// translate what it lists in every locale (tests/unit/i18n/catalogue.test.ts fails until then).
import { LOCALES } from '../kernel/locales'
import { messageKeys } from '../tests/unit/i18n/messages'

const keys = messageKeys()
let missingAny = false
for (const locale of LOCALES.filter((code) => code !== 'en')) {
  const table = ((await import(`../ui/locales/${locale}.ts`)) as { default: Record<string, string> }).default
  const missing = [...keys.keys()].filter((key) => !(key in table))
  const stale = Object.keys(table).filter((key) => !keys.has(key))
  if (!missing.length && !stale.length) continue
  missingAny = true
  console.log(`${locale}:`)
  for (const key of missing) console.log(`  missing ${JSON.stringify(key)}  (${keys.get(key)!.join(', ')})`)
  for (const key of stale) console.log(`  stale   ${JSON.stringify(key)}`)
}
if (!missingAny) console.log(`Every locale has all ${keys.size} texts.`)
