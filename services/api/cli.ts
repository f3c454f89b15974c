// Runs the wallet services API on its own, for a self-hosted deployment:
//   npx tsx services/api/cli.ts --port 4100 [--host 127.0.0.1] [--data-dir .data/api]
import { parseArgs } from 'node:util'
import { startApi } from './server'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, host: { type: 'string' }, 'data-dir': { type: 'string' } },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got ${values.port}`)

const api = await startApi({ port, host: values.host, dataDir: values['data-dir'] })
console.log(`wallet services API on ${api.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void api.stop().then(() => process.exit(0)))
