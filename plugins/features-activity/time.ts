// Relative time labels of SPEC §9 ('in 5 min', '1 hr', '2 d'), with the thresholds of the date
// library AppKit uses (dayjs relativeTime): past times carry no suffix, future ones 'in'.
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** SPEC §9's English labels; in another language, Intl's words for the same amount and unit. */
export function relativeTime(date: Date | number | string, now: number = Date.now(), locale = 'en'): string {
  const diff = new Date(date).getTime() - now
  const ms = Math.abs(diff)
  const round = (unit: number) => Math.round(ms / unit)
  if (!locale.startsWith('en')) return intlRelative(locale, diff, ms)
  let label: string
  if (ms < 45 * SECOND) label = `${round(SECOND)} sec`
  else if (ms < 90 * SECOND) label = '1 min'
  else if (ms < 45 * MINUTE) label = `${round(MINUTE)} min`
  else if (ms < 90 * MINUTE) label = '1 hr'
  else if (ms < 22 * HOUR) label = `${round(HOUR)} hrs`
  else if (ms < 36 * HOUR) label = '1 d'
  else if (ms < 26 * DAY) label = `${round(DAY)} d`
  else if (ms < 46 * DAY) label = '1 mo'
  else if (ms < 320 * DAY) label = `${Math.round(ms / (30.44 * DAY))} mo`
  else if (ms < 548 * DAY) label = '1 yr'
  else label = `${Math.round(ms / (365.25 * DAY))} yr`
  return diff > 0 ? `in ${label}` : label
}

const UNITS: ReadonlyArray<[limit: number, unit: Intl.RelativeTimeFormatUnit, size: number]> = [
  [45 * SECOND, 'second', SECOND],
  [45 * MINUTE, 'minute', MINUTE],
  [22 * HOUR, 'hour', HOUR],
  [26 * DAY, 'day', DAY],
  [320 * DAY, 'month', 30.44 * DAY],
  [Infinity, 'year', 365.25 * DAY],
]

/** The same thresholds as above, in the words of `locale` ('vor 5 Min.', '5 分前'). */
function intlRelative(locale: string, diff: number, ms: number): string {
  const [, unit, size] = UNITS.find(([limit]) => ms < limit)!
  const amount = Math.max(1, Math.round(ms / size))
  return new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' }).format(diff > 0 ? amount : -amount, unit)
}

/** When a transaction was mined: never ahead of now (a block's time a moment ahead of this device's clock reads as now). */
export const minedAgo = (minedAt: string, now: number, locale?: string): string => relativeTime(Math.min(Date.parse(minedAt), now), now, locale)
