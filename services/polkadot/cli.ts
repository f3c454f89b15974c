// The local Substrate chain alone: `tsx services/polkadot/cli.ts` (POLKADOT_PORT, default 9944).
import { DEV_POLKADOT_NAMES, DEV_ROC_BALANCE, startLocalPolkadot } from '.'

const polkadot = await startLocalPolkadot({ port: Number(process.env.POLKADOT_PORT ?? 9944) })
console.log(`Local Substrate chain (chopsticks, Rococo Asset Hub runtime)  ${polkadot.url}  genesis ${polkadot.genesisHash}  (started in ${polkadot.startMs} ms)`)
polkadot.accounts.forEach((address, i) => console.log(`  //${DEV_POLKADOT_NAMES[i]}  ${address}  (${DEV_ROC_BALANCE} planck)`))
const stop = () => void polkadot.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
