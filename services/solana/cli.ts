// The local Solana runtime alone: `tsx services/solana/cli.ts` (SOLANA_PORT, default 8899).
import { startLocalSolana } from '.'

const solana = await startLocalSolana({ port: Number(process.env.SOLANA_PORT ?? 8899) })
console.log(`Local Solana runtime  ${solana.url}  (WebSocket ${solana.wsUrl}, genesis ${solana.genesisHash})`)
console.log(`  Demo token ${solana.token.symbol} mint ${solana.token.mint}`)
solana.accounts.forEach((address, i) => console.log(`  Dev account #${i}  ${address}`))
const stop = () => void solana.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
