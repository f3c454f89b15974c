// Runs the wallet services API on its own, for a self-hosted deployment:
//   npx tsx services/api/cli.ts --port 4100 [--host 127.0.0.1] [--data-dir .data/services] \
//     [--chain eip155:1=https://rpc.example/ETH ...] [--project my-app=https://shop.example,https://*.pages.dev ...]
// Each --chain is served for balances and indexed for history (native currency: ETH, 18 decimals).
// Each --project is written to the database with its allowed origins; with any, the registry is
// enforced (unknown project ids and unlisted origins are refused), and projects stored by an earlier
// run are served too. Without, any project id is served from any origin.
import { parseArgs } from 'node:util'
import type { ChainSource } from './chains/types'
import { startApi } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string' },
    'data-dir': { type: 'string', default: '.data/services' },
    chain: { type: 'string', multiple: true, default: [] },
    project: { type: 'string', multiple: true },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got ${values.port}`)

const chains: ChainSource[] = values.chain.map((spec) => {
  const match = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})=(https?:\/\/\S+)$/.exec(spec)
  if (!match) throw new Error(`--chain must look like eip155:1=http://127.0.0.1:8545, got ${spec}`)
  return { caipNetworkId: match[1]!, name: match[1]!, rpcUrl: match[2]!, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
})

const projects = values.project?.map((spec) => {
  const match = /^([A-Za-z0-9_-]{1,128})=(\S+)$/.exec(spec)
  if (!match) throw new Error(`--project must look like my-app=https://shop.example,https://*.pages.dev, got ${spec}`)
  return { id: match[1]!, allowedOrigins: match[2]!.split(',').filter(Boolean) }
})

const api = await startApi({ port, host: values.host, dataDir: values['data-dir'], chains, projects })
console.log(`wallet services API on ${api.url} (data: ${values['data-dir']})`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void api.stop().then(() => process.exit(0)))
