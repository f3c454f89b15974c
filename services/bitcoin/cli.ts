// The simulated Bitcoin ledger alone: `tsx services/bitcoin/cli.ts` (BITCOIN_PORT, default 3002).
import { devBitcoinKeys } from '../dev/bitcoin-keys'
import { DEV_BTC_BALANCE, startLocalBitcoin } from '.'

const bitcoin = await startLocalBitcoin({ port: Number(process.env.BITCOIN_PORT ?? 3002) })
console.log(`Simulated Bitcoin ledger (regtest, Esplora API)  ${bitcoin.url}`)
for (const key of devBitcoinKeys()) console.log(`  dev account #${key.index} ${key.type.padEnd(11)} ${key.address}  (${DEV_BTC_BALANCE} sat)  ${key.path}`)
const stop = () => void bitcoin.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
