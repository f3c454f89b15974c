// The local Solana runtime as the stack starts it: served on 127.0.0.1, dev accounts funded,
// the demo SPL token minted to them.
import { createSolanaRuntime } from './runtime'
import { seedDevAccounts, type SeededToken } from './seed'
import { startSolanaServer } from './server'

export interface LocalSolana {
  url: string
  wsUrl: string
  genesisHash: string
  /** Dev account addresses, funded with SOL and the demo token. */
  accounts: string[]
  token: SeededToken
  stop(): Promise<void>
}

export async function startLocalSolana(o: { port: number }): Promise<LocalSolana> {
  const runtime = createSolanaRuntime()
  const { accounts, token } = seedDevAccounts(runtime)
  const server = await startSolanaServer({ port: o.port, runtime })
  return { url: server.url, wsUrl: server.wsUrl, genesisHash: runtime.genesisHash, accounts, token, stop: server.stop }
}

export { createSolanaRuntime, type SolanaRuntime } from './runtime'
export { startSolanaServer, type SolanaServer } from './server'
