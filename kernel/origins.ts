// SPEC §5, §9: the origins a project allows, with wildcards (`*` stands for any run of characters),
// and the ancestors allowed by default (local development and the common preview hosts).

export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = ['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*', 'https://127.0.0.1:*', 'https://*.pages.dev', 'https://*.vercel.app', 'https://*.ngrok-free.app']

/**
 * Whether `text` matches `glob`, whose `*` stands for any run of characters. Two pointers and one
 * backtrack point: at most length × length steps whatever the input (a regular expression built from
 * a pattern with many `*` backtracks exponentially on a hostile Origin header).
 */
function globMatch(glob: string, text: string): boolean {
  let g = 0
  let t = 0
  let star = -1
  let mark = 0
  while (t < text.length) {
    if (glob[g] === '*') {
      star = g++
      mark = t
    } else if (g < glob.length && glob[g] === text[t]) {
      g++
      t++
    } else if (star >= 0) {
      g = star + 1
      t = ++mark
    } else return false
  }
  while (glob[g] === '*') g++
  return g === glob.length
}

/** Whether `origin` matches one of `allowed` (SPEC §5 wildcard support); hosts compare without regard to case. */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const text = origin.toLowerCase()
  return allowed.some((entry) => entry === origin || globMatch(entry.toLowerCase(), text))
}
