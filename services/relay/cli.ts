// Runs the relay alone: `npx tsx services/relay/cli.ts [port] [host]` (port 0 or none picks a free one).
import { startRelay } from './server'

const [portArg, host] = process.argv.slice(2)
const relay = await startRelay({ port: Number(portArg ?? 0) || 0, host, log: (...args) => console.log(...args) })
console.log(`relayUrl: ${relay.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void relay.stop().then(() => process.exit(0)))
}
