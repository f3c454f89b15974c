// A few lines of value checking for the host's options. Options are checked on every page that
// loads Gangway, before its first render: a schema library there cost each host ~11 KiB gzip and its
// set-up time, for the dozen shapes below. Each check returns the value (a default filled in) and
// adds "<field>: <problem>" for anything wrong, so one error can name every bad field.
export type Check<T> = (value: unknown, at: string, problems: string[]) => T

function fail<T>(problems: string[], at: string, message: string): T {
  problems.push(`${at}: ${message}`)
  return undefined as T
}

export const is =
  <T>(test: (value: unknown) => boolean, message: string): Check<T> =>
  (value, at, problems) =>
    test(value) ? (value as T) : fail(problems, at, message)

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, at, problems) =>
    value === undefined ? undefined : check(value, at, problems)

export const withDefault =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value, at, problems) =>
    value === undefined ? fallback : check(value, at, problems)

export const aString = is<string>((v) => typeof v === 'string', 'must be a string')
export const aBoolean = is<boolean>((v) => typeof v === 'boolean', 'must be true or false')
export const bool = (fallback: boolean) => withDefault(aBoolean, fallback)

export const oneOf = <T extends string | boolean>(values: readonly T[]) => is<T>((v) => values.includes(v as T), `must be one of ${values.join(', ')}`)

export const isUrl = is<string>((value) => {
  try {
    return typeof value === 'string' && Boolean(new URL(value))
  } catch {
    return false
  }
}, 'must be a URL')

export const arrayOf =
  <T>(item: Check<T>): Check<T[]> =>
  (value, at, problems) =>
    Array.isArray(value) ? value.map((v, i) => item(v, `${at}.${i}`, problems)) : fail(problems, at, 'must be an array')

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

type Shape = Record<string, Check<unknown>>
export type Checked<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> }

/** An object with these fields checked; other fields are kept as given (they may be a plugin's), or dropped with `only`. */
export const objectOf =
  <S extends Shape>(shape: S, only?: 'only'): Check<Checked<S>> =>
  (value, at, problems) => {
    if (!isRecord(value)) return fail(problems, at, 'must be an object')
    const out: Record<string, unknown> = only ? {} : { ...value }
    for (const key in shape) {
      const checkedValue = shape[key]!(value[key], at ? `${at}.${key}` : key, problems)
      if (checkedValue !== undefined || key in value) out[key] = checkedValue
    }
    return out as Checked<S>
  }

export const aNumber = is<number>((v) => typeof v === 'number' && Number.isFinite(v), 'must be a number')

/** The check, or null as such. */
export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, at, problems) =>
    value === null ? null : check(value, at, problems)

/** The value checked whole; else an error naming what was wrong with it (`what`). */
export function checked<T>(check: Check<T>, value: unknown, what: string): T {
  const problems: string[] = []
  const out = check(value, '', problems)
  if (problems.length > 0) throw new Error(what)
  return out
}
