// The services under load, in a process of their own so their memory is theirs alone: an anvil
// chain with the demo contracts (so balances and history have something to read), the services API
// twice (limits off, to measure what it holds; limits on, to see what happens past them) and the
// relay. Started by run.ts with fork(); answers { kind: 'memory' } with process.memoryUsage().
import { startApi } from '../../services/api/server'
import { DEMO_ORIGINS, DEMO_PROJECT_ID } from '../../services/dev/demo-config'
import { startRelay } from '../../services/relay'
import { deployLocalContracts } from '../../services/stack/deploy'
import { startAnvil } from '../../services/stack/evm'
import { portOrFree } from '../../services/stack/ports'

export interface LoadServices {
  chain: string
  api: string
  limitedApi: string
  relay: string
  limits: { perSecond: number; burst: number }
  relayLimits: { maxSubscriptionsPerSocket: number; maxMessageChars: number }
}

const CHAIN_ID = 31337
const LIMITED = { perSecond: 200, burst: 200 }
const RELAY_LIMITS = { maxSubscriptionsPerSocket: 1000, maxMessageChars: 1_000_000 }

const anvil = await startAnvil({ chainId: CHAIN_ID, port: await portOrFree(undefined) })
const contracts = await deployLocalContracts(anvil.url)
const chains = [{ caipNetworkId: `eip155:${CHAIN_ID}`, name: 'Local A', rpcUrl: anvil.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, swaps: contracts.swaps }]
const projects = [{ id: DEMO_PROJECT_ID, allowedOrigins: DEMO_ORIGINS }]
const quiet = () => {}
const [api, limitedApi, relay] = await Promise.all([
  startApi({ port: 0, chains, projects, limits: { perSecond: 0 }, log: quiet }),
  startApi({ port: 0, projects, limits: LIMITED, log: quiet }),
  startRelay({ port: 0, limits: RELAY_LIMITS }),
])

const stop = async () => {
  await Promise.allSettled([api.stop(), limitedApi.stop(), relay.stop()])
  await anvil.stop()
  process.exit(0)
}
process.on('message', (m: { kind: string }) => {
  if (m.kind === 'memory') process.send!({ kind: 'memory', memory: process.memoryUsage() })
  if (m.kind === 'stop') void stop()
})
process.on('disconnect', () => void stop())
const ready: LoadServices = { chain: anvil.url, api: api.url, limitedApi: limitedApi.url, relay: relay.url, limits: LIMITED, relayLimits: RELAY_LIMITS }
process.send!({ kind: 'ready', services: ready })
