// SPEC §5, §9: the origins a project allows, with wildcards (`*` stands for any run of characters),
// and the ancestors allowed by default (local development and the common preview hosts).

export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = ['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*', 'https://127.0.0.1:*', 'https://*.pages.dev', 'https://*.vercel.app', 'https://*.ngrok-free.app']

const pattern = (allowed: string) => new RegExp(`^${allowed.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')).join('.*')}$`, 'i')

/** Whether `origin` matches one of `allowed` (SPEC §5 wildcard support). */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => entry === origin || pattern(entry).test(origin))
}
