// SPEC §8 'Error registering name {name}' through the registration itself (SPEC §4) on a real kernel:
// the wallet is a scripted session that signs, and the services' fetch is injected so the registry
// can be unreachable, or can fail without saying why. What the person and the host see: the rejected
// promise, the text under the form, the toast, and the form back on top.
import { describe, expect, it } from 'vitest'
import type { NamespacePlugin } from '../../../../kernel/plugin'
import { view } from '../../../../kernel/router'
import { names } from '../../../../plugins/features-names'
import { namesController } from '../../../../plugins/features-names/controller'
import { makeModal } from '../../support/modal'
import { ADDRESS_A, scriptedConnector, ScriptedSession, testNamespace, testNetwork } from '../../support/namespace'

/** What the registry's POST /v1/profile/account does; every other services call is a 404. */
type Registry = () => Promise<Response>

async function setup(registry: Registry) {
  const network = testNetwork('eip155', 31337, 'Local A')
  const session = new ScriptedSession({ chainId: network.caipNetworkId, addresses: [ADDRESS_A] })
  const base = testNamespace('eip155', { connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })] })
  const plugin: NamespacePlugin = { ...base, capabilities: { ...base.capabilities, names: true } }
  const posted: string[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
      posted.push(String(init.body))
      return registry()
    }
    return Response.json({ error: 'Not found' }, { status: 404 })
  }
  const { modal } = makeModal({ plugins: [plugin, names({ allowWalletConnections: true })], networks: [network], options: { services: { api: 'http://127.0.0.1:9' } } })
  ;(modal.context.env as { fetch: typeof globalThis.fetch }).fetch = fetch
  await modal.connect('w')
  modal.open()
  modal.router.reset(view('Account'))
  modal.router.push(view('RegisterAccountName'))
  return { modal, controller: namesController(modal), session, posted, stack: () => modal.stores.$stack.get().map((e) => e.name) }
}

describe("SPEC §8 'Error registering name {name}'", () => {
  it.each<[string, Registry]>([
    ['the registry cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
    ['the registry fails without saying why (500, no reasons)', async () => new Response('upstream down', { status: 500 })],
    ['the registry fails with a JSON body that gives no reason (502)', async () => Response.json({ status: 'error' }, { status: 502 })],
  ])("SPEC §8 'Error registering name {name}': %s; the registration rejects with 'Error registering name alice.gw', said under the form and in a toast", async (_case, registry) => {
    const { modal, controller, session, posted, stack } = await setup(registry)
    await expect(controller.register('Alice')).rejects.toHaveProperty('message', 'Error registering name alice.gw')
    // The path was the real one: the address signed the SPEC §3 message and it went to the registry.
    expect(session.signed).toHaveLength(1)
    expect(JSON.parse(session.signed[0]!.message)).toMatchObject({ name: 'alice.gw' })
    expect(posted).toHaveLength(1)
    expect(controller.$names.get()).toMatchObject({ error: 'Error registering name alice.gw', registering: false })
    expect(modal.stores.$toast.get()).toMatchObject({ open: true, message: 'Error registering name alice.gw', variant: 'error' })
    expect(stack()).toEqual(['Account', 'RegisterAccountName'])
  })
})
