// A property of hostile input, run by the unit tests (a few hundred cases) and by bench/fuzz (10 000
// or more). Each names the rule it holds: no crash, no uncaught rejection, the SPEC's text where it gives one.
import fc from 'fast-check'

export interface Property {
  name: string
  /** Throws (fast-check's report, with the shrunk counterexample) when a case breaks the rule. */
  check(numRuns: number, seed?: number): Promise<void>
}

// fast-check's own overloads want literal tuples; these two take any list of arbitraries.
const anyProperty = fc.property as unknown as (...args: unknown[]) => fc.IProperty<unknown>
const anyAsyncProperty = fc.asyncProperty as unknown as (...args: unknown[]) => fc.IAsyncProperty<unknown>

export const property = <T extends unknown[]>(name: string, arbitraries: { [K in keyof T]: fc.Arbitrary<T[K]> }, predicate: (...args: T) => void): Property => ({
  name,
  check: async (numRuns, seed) => fc.assert(anyProperty(...arbitraries, predicate), { numRuns, seed }),
})

export const asyncProperty = <T extends unknown[]>(name: string, arbitraries: { [K in keyof T]: fc.Arbitrary<T[K]> }, predicate: (...args: T) => Promise<void>): Property => ({
  name,
  check: async (numRuns, seed) => fc.assert(anyAsyncProperty(...arbitraries, predicate), { numRuns, seed }),
})

/** Text a hostile source would send: any unicode, markup, control characters, near-misses of the format. */
export const hostileText = (...shaped: Array<fc.Arbitrary<string>>): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '__proto__', 'constructor', '\u202e', '💥'.repeat(40), 'x'.repeat(5000)),
    ...shaped,
  )

/** fails the case with a readable message */
export function expectThat(ok: boolean, message: string): void {
  if (!ok) throw new Error(message)
}

/** Whether an image URL is one a view may show: http(s) (relative ones load from the page) or data:image. */
export function isShownImage(url: string): boolean {
  try {
    const resolved = new URL(url, 'http://relative.invalid/')
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' || (resolved.protocol === 'data:' && /^image\//i.test(resolved.pathname))
  } catch {
    // not a URL at all ('//', 'https://'): nothing runs, the image just does not load; only a scheme of its own would be wrong
    return !/^(?!https?:|data:image\/)[a-z][\w+.-]*:/i.test(url.replace(/[\0- ]/g, ''))
  }
}
