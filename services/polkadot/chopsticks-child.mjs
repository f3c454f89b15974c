// Runs @acala-network/chopsticks in a child process of the stack (its global HTTP proxy agent and its
// logging stay out of the stack's own process). Genesis: the Rococo Asset Hub raw chain spec shipped in the
// installed @substrate/connect-known-chains package (GPL-3.0 data: read from node_modules at run time, never
// copied into this repository). Offline, blocks built at once on each transaction. Plain JS so node runs it as is.
// argv[2]: JSON { port, host }. Sends { ready: addr } over IPC; exits on 'stop' or when the parent goes.
import { setupWithServer } from '@acala-network/chopsticks'
import { chainSpec } from '@substrate/connect-known-chains/rococo_v2_2_asset_hub'

const { port, host } = JSON.parse(process.argv[2] ?? '{}')
const chain = await setupWithServer({ genesis: JSON.parse(chainSpec), port, host, 'build-block-mode': 'Instant' })
let closing
const close = () => (closing ??= chain.close().finally(() => process.exit(0)))
process.on('message', (message) => message === 'stop' && void close())
process.on('disconnect', () => void close())
process.send({ ready: chain.addr })
