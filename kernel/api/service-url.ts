// Apart from the HTTP client: the RPC transport's URL order (in the initial chunk) needs only this.
/** `path` under a service's base URL, which may or may not end in a slash. */
export const serviceUrl = (base: string, path: string): URL => new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`)
