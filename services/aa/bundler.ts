// A real ERC-4337 bundler on 127.0.0.1: @pimlico/alto 0.0.20 (the last release whose dependencies run on
// node 20), one process per chain, pointed at the local node. Alto bundles with its own executor key and
// deploys its simulation contracts with a utility key, both dev keys funded here by anvil_setBalance.
// `--safe-mode false` because anvil has no debug_traceCall tracer that alto's opcode rules need.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { tmpdir } from 'node:os'
import { numberToHex, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ownChild } from '../shared/child-process'
import { jsonRpc } from '../shared/json-rpc'
import { ENTRY_POINT_V08 } from './contracts'

export interface Bundler {
  url: string
  chainId: number
  pid: number
  stop(): Promise<void>
}

/** A local node or bundler answers at once: a call still unanswered after 2 s is not coming. */
const LOCAL_RPC = { timeoutMs: 2000 }

function altoEntry(): string {
  // the package exports only esm/index.js; its CLI sits beside it
  return join(dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/**
 * Starts alto for the chain at rpcUrl. executorKey and utilityKey must be keys nobody else sends from
 * on that chain (alto tracks their nonces); they get 1000 dev ETH each.
 */
export async function startBundler(o: { rpcUrl: string; port: number; executorKey: Hex; utilityKey: Hex; timeoutMs?: number }): Promise<Bundler> {
  const url = `http://127.0.0.1:${o.port}`
  const chainId = Number(await jsonRpc<Hex>(o.rpcUrl, 'eth_chainId', [], LOCAL_RPC))
  for (const key of [o.executorKey, o.utilityKey]) await jsonRpc(o.rpcUrl, 'anvil_setBalance', [privateKeyToAccount(key).address, numberToHex(parseEther('1000'))], LOCAL_RPC)
  const args = [
    altoEntry(),
    '--entrypoints', ENTRY_POINT_V08,
    '--rpc-url', o.rpcUrl,
    '--port', String(o.port),
    '--executor-private-keys', o.executorKey,
    '--utility-private-key', o.utilityKey,
    '--safe-mode', 'false',
    '--enable-cors', 'true',
    // anvil mines each transaction as it arrives: no need to wait a second between bundles
    '--block-time', '100',
    '--min-bundle-interval', '10',
    '--max-bundle-interval', '50',
    '--utility-wallet-monitor', 'false',
    '--log-level', 'warn',
  ]
  // alto reads a .env from its working folder: run it where there is none
  const child = spawn(process.execPath, args, { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' } })
  const { output, spawnError, stop } = ownChild(child, { streams: ['stdout', 'stderr'], keepChars: 4000, killAfterMs: 3000 })

  const deadline = Date.now() + (o.timeoutMs ?? 60_000)
  try {
    for (;;) {
      const error = spawnError()
      if (error) throw error
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`)
      const entryPoints = await jsonRpc(url, 'eth_supportedEntryPoints', [], LOCAL_RPC).catch(() => undefined)
      if (Array.isArray(entryPoints)) {
        if (!entryPoints.some((a) => typeof a === 'string' && a.toLowerCase() === ENTRY_POINT_V08.toLowerCase())) throw new Error(`answers for ${entryPoints.join(', ')}, not ${ENTRY_POINT_V08}`)
        break
      }
      if (Date.now() > deadline) throw new Error(`no answer on ${url} within ${o.timeoutMs ?? 60_000} ms`)
      await new Promise((r) => setTimeout(r, 100))
    }
  } catch (error) {
    await stop()
    throw new Error(`the bundler (alto) for ${o.rpcUrl} did not start: ${(error as Error).message}${output() ? `\n${output()}` : ''}`)
  }
  return { url, chainId, pid: child.pid ?? -1, stop }
}


