// SPEC §7 RPC endpoint of the services: /v1/?chainId=..&projectId=.. relays JSON-RPC to the chains
// they know. The modal reads through it first, for the chains it lists, when the host configures `services.rpc`.
import { describe, expect, it } from 'vitest'
import { createKernel } from '../../../../kernel/create-kernel'
import { rpc } from '../../../../kernel/transport/rpc'
import { testEnv } from '../../support/env'
import { testNamespace, testNetwork } from '../../support/namespace'
import type { Network } from '../../../../kernel/types'
import { ALICE, CAIP2, CHAIN_ID, useChainApi } from './chain-api'

const ctx = useChainApi()
const post = (query: string, body: unknown) =>
  fetch(`${ctx().api.url}/v1/?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('SPEC §7 RPC relay', () => {
  it("relays a call and a batch to the chain's node", async () => {
    const single = await post(`chainId=${CAIP2}&projectId=p1`, { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
    expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 1, result: `0x${CHAIN_ID.toString(16)}` })
    const batch = await post(`chainId=${CAIP2}&projectId=p1`, [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [ALICE, 'latest'] },
    ])
    const answers = (await batch.json()) as Array<{ id: number; result: string }>
    expect(answers.map((a) => a.id).sort()).toEqual([1, 2])
  })

  it('a chain the services do not know is a 400 naming it; bad JSON-RPC is refused before it reaches a node', async () => {
    const unknown = await post('chainId=eip155:999&projectId=p1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'Unsupported chain: eip155:999' })
    expect((await post(`chainId=${CAIP2}&projectId=p1`, { id: 1, method: 'eth_chainId' })).status).toBe(400)
    expect((await post('projectId=p1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).status).toBe(400)
  })

  // Each request the modal sends, as 'GET origin/path' or 'origin/path json-rpc-methods' (the query
  // left out), without the fallback's health samples (net_listening), which go to every URL.
  const recording = () => {
    const seen: string[] = []
    const fetcher: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      const where = `${url.origin}${url.pathname}`
      if (!init?.body) seen.push(`GET ${where}`)
      else {
        const calls = ([] as Array<{ method: string }>).concat(JSON.parse(String(init.body)) as { method: string })
        const methods = calls.map((c) => c.method).filter((m) => m !== 'net_listening')
        if (methods.length) seen.push(`${where} ${methods.join(',')}`)
      }
      return fetch(input, init)
    }
    return { seen, fetcher }
  }
  const modalOn = (network: Network, fetcher: typeof fetch) =>
    createKernel({ projectId: 'p1', plugins: [testNamespace('eip155')], networks: [network], services: { rpc: ctx().api.url }, logLevel: 'silent' }, testEnv({ fetch: fetcher })).ctx

  it("SPEC §7 a chain the services list (v1/supported-chains) is read through {rpc}/v1/ first, the list asked once", async () => {
    const network = { ...testNetwork('eip155', CHAIN_ID), rpcUrls: { default: { http: [ctx().chain.url] } } }
    const { seen, fetcher } = recording()
    const modal = modalOn(network, fetcher)
    expect(await rpc(modal, network, 'eth_chainId', [])).toBe(`0x${CHAIN_ID.toString(16)}`)
    expect(await rpc(modal, network, 'eth_blockNumber', [])).toMatch(/^0x/)
    const api = new URL(ctx().api.url).origin
    expect(seen.slice(0, 2)).toEqual([`GET ${api}/v1/supported-chains`, `${api}/v1/ eth_chainId`])
    // Later reads may go to the network's own URL once the fallback's health ranking finds it faster.
    expect(seen.filter((r) => r.endsWith('/v1/supported-chains'))).toHaveLength(1)
  })

  it("SPEC §7 a chain the services do not list is read from the network's own URL only: the services get no JSON-RPC", async () => {
    // The same node under a chain id the services do not serve (eip155:999 is not in their list).
    const network = { ...testNetwork('eip155', 999), rpcUrls: { default: { http: [ctx().chain.url] } } }
    const { seen, fetcher } = recording()
    expect(await rpc(modalOn(network, fetcher), network, 'eth_chainId', [])).toBe(`0x${CHAIN_ID.toString(16)}`)
    const api = new URL(ctx().api.url).origin
    expect(seen).toEqual([`GET ${api}/v1/supported-chains`, `${new URL(ctx().chain.url).origin}/ eth_chainId`])
  })
})
