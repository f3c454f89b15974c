// A local EVM chain: the anvil binary shipped in node_modules, on 127.0.0.1, with the standard dev keys.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DEV_MNEMONIC } from '../dev/keys'
import { ownChild } from '../shared/child-process'
import { jsonRpc } from '../shared/json-rpc'

export interface EvmChain {
  url: string
  chainId: number
  pid: number
  stop(): Promise<void>
}

/** The native binary, spawned directly: the npm wrapper (node_modules/.bin/anvil) is a node process that would survive a SIGKILL of its child. */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  try {
    const pkg = createRequire(import.meta.url).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
    const bin = join(dirname(pkg), 'bin', 'anvil')
    if (existsSync(bin)) return bin
  } catch {
    // no platform package: fall back to an anvil on PATH
  }
  return 'anvil'
}

export async function startAnvil(o: { chainId: number; port: number; timeoutMs?: number }): Promise<EvmChain> {
  const url = `http://127.0.0.1:${o.port}`
  const args = ['--host', '127.0.0.1', '--port', String(o.port), '--chain-id', String(o.chainId), '--mnemonic', DEV_MNEMONIC, '--silent']
  // a node left running on this port would otherwise answer in place of ours
  if ((await probeChainId(url)) !== undefined) throw new Error(`port ${o.port} already has a node answering: stop it or pick another port`)
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const { output, spawnError, stop } = ownChild(child, { streams: ['stderr'], keepChars: 2000, killAfterMs: 2000 })

  try {
    await waitForChainId(url, o.chainId, o.timeoutMs ?? 15_000, () => spawnError() ?? (child.exitCode !== null ? new Error(`exited with ${child.exitCode}`) : undefined))
  } catch (error) {
    await stop()
    throw new Error(`anvil on port ${o.port} did not start: ${(error as Error).message}${output() ? `\n${output()}` : ''}`)
  }
  return { url, chainId: o.chainId, pid: child.pid ?? -1, stop }
}

async function waitForChainId(url: string, chainId: number, timeoutMs: number, failed: () => Error | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const error = failed()
    if (error) throw error
    const answered = await probeChainId(url)
    if (answered === chainId) return
    // another node already listens on this port: fail now rather than talk to the wrong chain
    if (answered !== undefined) throw new Error(`port answers chain ${answered}, expected ${chainId}`)
    if (Date.now() > deadline) throw new Error(`no eth_chainId answer within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The chain id a node at url answers, or undefined while nothing answers. */
async function probeChainId(url: string): Promise<number | undefined> {
  try {
    // bounded: something that accepts but never answers must not hang the start
    const result = await jsonRpc(url, 'eth_chainId', [], { timeoutMs: 1000 })
    return typeof result === 'string' ? Number(result) : undefined
  } catch {
    return undefined
  }
}
