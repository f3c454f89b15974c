import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { SDK, useApi } from './api'

const api = useApi()

/** Sends raw bytes, for requests fetch would refuse to make; resolves with the status line. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(api.url())
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')))
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''))
    socket.end(request)
  })
}

describe('SPEC §7 the API survives bad requests', () => {
  it('SPEC §7 a burst of malformed requests is answered with 4xx and leaves the server answering', async () => {
    const base = api.url()
    const fetches = [
      '/%',
      '/%zz/%E0%A4%A',
      `/getWallets?${SDK}&search=%E0%A4%A`,
      `/getWallets?${SDK}&page=%ff%fe`,
      `/getWallets?${SDK}&chains=%00`,
      '/getWalletImage/%',
      '/public/getTokenImage/%C0%AF',
      '/../../etc/passwd',
      '//getWallets',
      `/getWallets?${SDK}&${'a=1&'.repeat(2000)}`,
      `/getWallets?${SDK}&search=${'x'.repeat(8000)}`,
      `/getWallets?${SDK}&include=${'f'.repeat(64)},${'F'.repeat(64)},,`,
      `/${'x'.repeat(30_000)}`, // beyond Node's header limit: refused before the app
      `/getWallets?${'q'.repeat(40_000)}`,
    ]
    const statuses = await Promise.all(fetches.map((path) => fetch(base + path).then((r) => r.status, () => 0)))
    fetches.forEach((path, i) => {
      expect(statuses[i], path.slice(0, 60)).toBeGreaterThanOrEqual(200)
      expect(statuses[i], path.slice(0, 60)).toBeLessThan(500)
    })

    const lines = await Promise.all([
      raw('GARBAGE\r\n\r\n'),
      raw('GET /getWallets?bad space HTTP/1.1\r\nHost: x\r\n\r\n'),
      raw('GET /\x00\x01 HTTP/1.1\r\nHost: x\r\n\r\n'),
      raw('POST /getWallets HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nab'), // body cut short
      raw(`GET /public/getTokenImage/ETH HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`),
    ])
    for (const line of lines) expect(line === '' || /^HTTP\/1\.1 4\d\d/.test(line), line).toBe(true)

    const after = await fetch(`${base}/getWallets?${SDK}&entries=1`)
    expect(after.status).toBe(200)
    expect(((await after.json()) as { data: unknown[] }).data).toHaveLength(1)
  })

  it('SPEC §7 non-GET methods on known routes answer 404 JSON, not a crash', async () => {
    const res = await fetch(`${api.url()}/getWallets?${SDK}`, { method: 'POST', body: '{not json' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
  })
})
