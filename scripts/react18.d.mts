/** The packages of react18/package-lock.json that are not installed at their locked version. */
export function react18Stale(root?: string): string[]
/** `npm ci` in react18/ when a package of its lock is missing or at another version; nothing otherwise. */
export function ensureReact18(root?: string): Promise<void>
/** vitest globalSetup. */
export default function setup(): Promise<void>
