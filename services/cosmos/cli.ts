// The simulated Cosmos chain alone: `tsx services/cosmos/cli.ts` (COSMOS_PORT, default 26657).
import { DEV_COSMOS_BALANCE, MIN_GAS_PRICE, startLocalCosmos } from '.'

const cosmos = await startLocalCosmos({ port: Number(process.env.COSMOS_PORT ?? 26657) })
console.log(`Simulated Cosmos chain ${cosmos.chainId} (CometBFT 0.38 RPC)  ${cosmos.url}  min gas price ${MIN_GAS_PRICE}`)
cosmos.accounts.forEach((address, i) => console.log(`  dev account #${i}  ${address}  (${DEV_COSMOS_BALANCE} ${cosmos.denom})`))
const stop = () => void cosmos.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
