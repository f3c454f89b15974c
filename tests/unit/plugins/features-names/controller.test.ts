// Name registration on a real kernel against the real services API (in-memory SQLite), the wallet
// a scripted session that signs with a dev key: SPEC §4 flow and its stack, §5 rules, §6 the auth
// connector, §8 the texts, §9 the 500 ms debounce.
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEV_MNEMONIC } from '../../../../services/dev/keys'
import type { ConnectorType, NamespacePlugin } from '../../../../kernel/plugin'
import { view } from '../../../../kernel/router'
import { namesController, SUGGEST_DEBOUNCE_MS } from '../../../../plugins/features-names/controller'
import { names, type NamesOptions } from '../../../../plugins/features-names'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { makeModal } from '../../support/modal'
import { loopbackFetch } from '../../support/env'
import { scriptedConnector, ScriptedSession, testNamespace, testNetwork } from '../../support/namespace'

const dev = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
let api: ApiServer
beforeAll(async () => {
  api = await startApi({ port: 0, names: { 'carol.gw': dev(2).address }, log: () => {} })
})
afterAll(() => api.stop())

async function setup(o: { index?: number; type?: ConnectorType; options?: NamesOptions; chainId?: number; apiUrl?: string; decline?: boolean } = {}) {
  const key = dev(o.index ?? 0)
  const network = testNetwork('eip155', o.chainId ?? 31337, 'Local A')
  const session = new ScriptedSession({ chainId: network.caipNetworkId, addresses: [key.address] })
  const signed: string[] = []
  session.signMessage = async (message) => {
    signed.push(message)
    if (o.decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    return key.signMessage({ message })
  }
  const base = testNamespace('eip155', { connectors: [scriptedConnector({ id: 'w', chain: 'eip155', type: o.type ?? 'ANNOUNCED', connect: async () => session })] })
  const plugin: NamespacePlugin = { ...base, capabilities: { ...base.capabilities, names: true } }
  const requests: string[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    requests.push(new URL(String(input)).pathname)
    return loopbackFetch(input, init)
  }
  const { modal } = makeModal({ plugins: [plugin, names(o.options ?? { allowWalletConnections: true })], networks: [network], options: { services: { api: o.apiUrl ?? api.url } } })
  ;(modal.context.env as { fetch: typeof globalThis.fetch }).fetch = fetch
  await modal.connect('w')
  modal.open()
  modal.router.push(view('RegisterAccountName'))
  const controller = namesController(modal)
  const stack = () => modal.stores.$stack.get().map((e) => e.name)
  return { modal, controller, requests, stack, key, signed }
}

describe('SPEC §9 suggestions while typing', () => {
  it('SPEC §9 asked once typing pauses for 500 ms, for the last input only; the first is the name asked for', async () => {
    const { controller, requests } = await setup()
    const started = Date.now()
    for (const input of ['alic', 'alice', 'alice-']) controller.setInput(input)
    controller.setInput('alice')
    expect(controller.$names.get()).toMatchObject({ suggesting: true, suggestions: [] })
    await vi.waitFor(() => expect(controller.$names.get().suggestions.length).toBeGreaterThan(0), { timeout: 3000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(SUGGEST_DEBOUNCE_MS)
    expect(requests.filter((p) => p.startsWith('/v1/profile/suggestions/'))).toEqual(['/v1/profile/suggestions/alice'])
    expect(controller.$names.get().suggestions[0]).toEqual({ name: 'alice.gw', registered: false })
    expect(controller.available()).toBe(true)
  })

  it('SPEC §5 a short or invalid name says the rule and asks nothing', async () => {
    const { controller, requests } = await setup()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      for (const input of ['bob', 'al ice', 'al_ice']) {
        controller.setInput(input)
        expect(controller.$names.get()).toMatchObject({ invalid: 'Letters, digits and hyphens only, at least 4 characters', suggesting: false })
      }
      vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS * 2)
      expect(requests.filter((p) => p.includes('suggestions'))).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it("SPEC §8 'Error fetching name suggestions' and 'Error fetching names for address' when the services cannot be reached", async () => {
    const { controller } = await setup({ apiUrl: 'http://127.0.0.1:9' })
    controller.setInput('alice')
    await vi.waitFor(() => expect(controller.$names.get().suggestionsError).toBe('Error fetching name suggestions'), { timeout: 3000 })
    await controller.loadOwnNames()
    expect(controller.$names.get().ownNamesError).toBe('Error fetching names for address')
  })
})

describe('SPEC §4 name registration', () => {
  it('SPEC §4 the address signs the SPEC §3 message; the registry holds the name; RegisterAccountNameSuccess replaces the form', async () => {
    const { modal, controller, stack, key, signed } = await setup({ index: 5 })
    expect(await controller.register('Frank-5')).toBe('frank-5.gw')
    expect(JSON.parse(signed[0]!)).toEqual({ name: 'frank-5.gw', attributes: {}, timestamp: expect.any(Number) })
    expect(stack()).toEqual(['Account', 'RegisterAccountNameSuccess'])
    expect(modal.stores.$stack.get().at(-1)).toEqual({ name: 'RegisterAccountNameSuccess', params: { registered: 'frank-5.gw' } })
    const identity = await (await fetch(`${api.url}/v1/identity/${key.address}?projectId=test-project&st=gangway&sv=x`)).json()
    expect(identity).toEqual({ name: 'frank-5.gw', avatar: null })
    await controller.loadOwnNames()
    expect(controller.$names.get().ownNames).toEqual(['frank-5.gw'])
  })

  it("SPEC §2, §4 a declined signature returns to RegisterAccountName with 'Signature declined'", async () => {
    const { modal, controller, stack } = await setup({ index: 6, decline: true })
    modal.router.reset(view('Account'))
    modal.router.push(view('RegisterAccountName'))
    await expect(controller.register('grace')).rejects.toThrow('User rejected the request.')
    expect(stack()).toEqual(['Account', 'RegisterAccountName'])
    expect(modal.stores.$toast.get()).toMatchObject({ message: 'Signature declined', variant: 'error' })
    expect(controller.$names.get().registering).toBe(false)
  })

  it("SPEC §4 a refusal returns to RegisterAccountName with the registry's reasons[0].description", async () => {
    const { modal, controller, stack } = await setup({ index: 7 })
    modal.router.reset(view('Account'))
    modal.router.push(view('RegisterAccountName'))
    await expect(controller.register('carol')).rejects.toThrow('The name carol.gw is already taken')
    expect(stack()).toEqual(['Account', 'RegisterAccountName'])
    expect(controller.$names.get().error).toBe('The name carol.gw is already taken')
    expect(modal.stores.$toast.get().message).toBe('The name carol.gw is already taken')
  })

  it("SPEC §6 registration needs the auth connector unless the host allows wallet connections ('Address or auth connector not found')", async () => {
    const wallet = await setup({ index: 8, options: {} })
    expect(wallet.controller.allowed()).toBe(false)
    await expect(wallet.controller.register('heidi')).rejects.toThrow('Address or auth connector not found')
    const auth = await setup({ index: 8, options: {}, type: 'AUTH' })
    expect(auth.controller.allowed()).toBe(true)
    expect(await auth.controller.register('heidi')).toBe('heidi.gw')
  })

  it("SPEC §5 a chain id at or above 2^31 is 'Invalid chainId', and nothing is signed", async () => {
    const { controller, signed } = await setup({ index: 9, chainId: 2 ** 31 })
    await expect(controller.register('ivan-nine')).rejects.toThrow('Invalid chainId')
    expect(signed).toEqual([])
  })
})
