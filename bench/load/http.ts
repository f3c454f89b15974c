// HTTP load with autocannon at a fixed concurrency: requests per second, latency p50/p99, status
// classes, socket errors and timeouts.
import autocannon from 'autocannon'

export interface HttpFigures {
  name: string
  connections: number
  seconds: number
  requests: number
  rps: number
  p50: number
  p99: number
  ok: number
  tooMany: number
  otherStatus: number
  errors: number
}

export async function hammer(name: string, o: { url: string; connections: number; seconds: number; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> }): Promise<HttpFigures> {
  const result = await autocannon({ url: o.url, connections: o.connections, duration: o.seconds, method: o.method ?? 'GET', body: o.body, headers: o.headers })
  const codes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {}
  const count = (code: string) => codes[code]?.count ?? 0
  const ok = Object.entries(codes).filter(([code]) => code.startsWith('2')).reduce((n, [, s]) => n + s.count, 0)
  const all = Object.values(codes).reduce((n, s) => n + s.count, 0)
  return {
    name,
    connections: o.connections,
    seconds: o.seconds,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    tooMany: count('429'),
    otherStatus: all - ok - count('429'),
    errors: result.errors + result.timeouts,
  }
}
