// The local Substrate chain: a real Substrate runtime (Rococo Asset Hub's, from its raw genesis) run offline
// by @acala-network/chopsticks 1.1.0 in a child process (chopsticks-child.mjs), on 127.0.0.1, building a
// block at once for each transaction. The dev accounts //Alice … //Eve are funded through dev_setStorage.
// WebSocket and HTTP JSON-RPC share the port.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { DEV_POLKADOT_NAMES } from '../dev/polkadot-accounts'
import { devPolkadotPairs } from '../dev/polkadot-keys'
import { ownChild } from '../shared/child-process'
import { jsonRpc } from '../shared/json-rpc'

/** 1,000 ROC (12 decimals) per dev account. */
export const DEV_ROC_BALANCE = 1_000n * 10n ** 12n
export const POLKADOT_TOKEN = { symbol: 'ROC', decimals: 12 } as const

export interface LocalPolkadot {
  /** WebSocket endpoint for @polkadot/api's WsProvider. */
  url: string
  /** The same port over HTTP (JSON-RPC POST, CORS open). */
  httpUrl: string
  genesisHash: string
  /** SS58 (prefix 42) addresses of //Alice … //Eve, funded with DEV_ROC_BALANCE. */
  accounts: string[]
  /** How long chopsticks took to answer, from spawn (ms). */
  startMs: number
  pid: number
  stop(): Promise<void>
}

const childPath = fileURLToPath(new URL('./chopsticks-child.mjs', import.meta.url))

export async function startLocalPolkadot(o: { port: number; timeoutMs?: number }): Promise<LocalPolkadot> {
  const started = performance.now()
  const child = fork(childPath, [JSON.stringify({ port: o.port, host: '127.0.0.1' })], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, LOG_LEVEL: process.env.CHOPSTICKS_LOG_LEVEL ?? 'warn' },
  })
  const { output, stop } = ownChild(child, {
    streams: ['stderr'],
    keepChars: 4000,
    killAfterMs: 3000,
    // the child closes chopsticks and exits when asked over IPC
    terminate: () => (child.connected ? child.send('stop') : child.kill('SIGTERM')),
  })

  try {
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${o.timeoutMs ?? 60_000} ms`)), o.timeoutMs ?? 60_000)
      child.once('message', (message: { ready?: string }) => {
        clearTimeout(timer)
        if (typeof message?.ready === 'string') resolve(message.ready)
        else reject(new Error('unexpected message from chopsticks'))
      })
      child.once('error', (error) => (clearTimeout(timer), reject(error)))
      child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`chopsticks exited with ${code}`))))
    })
    // chopsticks moves to the next port when the asked one is taken: use the one it reports
    const port = Number(address.slice(address.lastIndexOf(':') + 1))
    const httpUrl = `http://127.0.0.1:${port}`
    const startMs = Math.round(performance.now() - started)
    const accounts = (await devPolkadotPairs()).map((pair) => pair.address)
    await jsonRpc(httpUrl, 'dev_setStorage', [{ System: { Account: accounts.map((address) => [[address], { providers: 1, data: { free: DEV_ROC_BALANCE.toString() } }]) } }])
    const genesisHash = await jsonRpc<string>(httpUrl, 'chain_getBlockHash', [0])
    return { url: `ws://127.0.0.1:${port}`, httpUrl, genesisHash, accounts, startMs, pid: child.pid ?? -1, stop }
  } catch (error) {
    await stop()
    throw new Error(`chopsticks on port ${o.port} did not start: ${(error as Error).message}${output() ? `\n${output()}` : ''}`)
  }
}

export { DEV_POLKADOT_NAMES }
