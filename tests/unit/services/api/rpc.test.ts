// SPEC §7 RPC endpoint of the services: /v1/?chainId=..&projectId=.. relays JSON-RPC to the chains
// they know. The modal reads through it first when the host configures `services.rpc`.
import { describe, expect, it } from 'vitest'
import { createKernel } from '../../../../kernel/create-kernel'
import { rpc } from '../../../../kernel/transport/rpc'
import { testEnv } from '../../support/env'
import { testNamespace, testNetwork } from '../../support/namespace'
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

  it("the modal's reads go through the services first when services.rpc is set", async () => {
    const network = { ...testNetwork('eip155', CHAIN_ID), rpcUrls: { default: { http: [ctx().chain.url] } } }
    const seen: string[] = []
    const fetcher: typeof fetch = (input, init) => {
      seen.push(new URL(input instanceof Request ? input.url : String(input)).origin)
      return fetch(input, init)
    }
    const kernel = createKernel({ projectId: 'p1', plugins: [testNamespace('eip155')], networks: [network], services: { rpc: ctx().api.url }, logLevel: 'silent' }, testEnv({ fetch: fetcher }))
    expect(await rpc(kernel.ctx, network, 'eth_chainId', [])).toBe(`0x${CHAIN_ID.toString(16)}`)
    expect(seen[0]).toBe(new URL(ctx().api.url).origin)
  })
})
