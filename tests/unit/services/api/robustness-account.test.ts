import { describe, expect, it } from 'vitest'
import { SDK } from './api'
import { ALICE, CAIP2, useChainApi } from './chain-api'

const ctx = useChainApi()

describe('SPEC §7 the account routes survive malformed requests', () => {
  it('SPEC §7 a burst of malformed balance, history, price, identity and analytics requests gets 4xx answers, and the API keeps answering', async () => {
    const base = ctx().api.url
    const gets = [
      `/v1/account/%/balance?${SDK}`,
      `/v1/account/${'0x'.padEnd(5000, 'f')}/balance?${SDK}`,
      `/v1/account/${ALICE}/balance?${SDK}&chainId=%00`,
      `/v1/account/${ALICE}/balance?${SDK}&currency=usd&currency=eur`,
      `/v1/account/${ALICE}/history?${SDK}&cursor=${'A'.repeat(199)}`,
      `/v1/account/${ALICE}/history?${SDK}&cursor=${Buffer.from('["x","y",-1,1e400]').toString('base64url')}`,
      `/v1/account/${ALICE}/history?${SDK}&limit=-5`,
      `/v1/account/${ALICE}/history?${SDK}&limit=1.5`,
      `/v1/account/%E0%A4%A/history?${SDK}`,
      `/v1/identity/${'z'.repeat(300)}?${SDK}`,
      `/v1/profile/account/${'a.'.repeat(200)}?${SDK}`,
      `/v1/profile/account/%2e%2e%2f?${SDK}`,
      `/v1/supported-chains?projectId=${'p'.repeat(500)}&st=a&sv=1`,
    ]
    const posts: Array<[string, string, string]> = [
      ['/v1/fungible/price', 'application/json', 'null'],
      ['/v1/fungible/price', 'application/json', '{"currency":"usd","addresses":"eip155:1:0x0"}'],
      ['/v1/fungible/price', 'application/json', `{"currency":"usd","addresses":[${'"a",'.repeat(200)}"a"]}`],
      ['/v1/fungible/price', 'text/plain', '\u0000\u0001'],
      ['/e', 'application/json', '{"eventId":"x","url":"u","domain":"d","timestamp":-1,"props":{}}'],
      ['/e', 'application/json', '{"__proto__":{"polluted":true},"eventId":"x"}'],
      ['/e', 'application/x-www-form-urlencoded', 'eventId=x'],
    ]
    const statuses = await Promise.all([
      ...gets.map((path) => fetch(base + path).then((r) => r.status)),
      ...posts.map(([path, type, body]) => fetch(`${base}${path}?${SDK}`, { method: 'POST', headers: { 'content-type': type }, body }).then((r) => r.status)),
    ])
    const labels = [...gets, ...posts.map(([path, , body]) => `${path} ${body}`)]
    statuses.forEach((status, i) => {
      expect(status, labels[i]!.slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(status, labels[i]!.slice(0, 80)).toBeLessThan(500)
    })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const after = await fetch(`${base}/v1/account/${ALICE}/balance?${SDK}&chainId=${CAIP2}`)
    expect(after.status).toBe(200)
  })
})
