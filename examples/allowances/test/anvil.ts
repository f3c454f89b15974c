// A throwaway anvil chain for the tests: the binary @foundry-rs/anvil installs, on 127.0.0.1 and a
// port the OS picks (`--port 0`; the port is read from anvil's "Listening on" line).
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'

export interface Chain {
  url: string
  chainId: number
  stop(): Promise<void>
}

/** The platform binary itself: the npm wrapper in .bin is a node process that would outlive a kill of its child. */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  try {
    const pkg = createRequire(import.meta.url).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
    return join(dirname(pkg), 'bin', 'anvil')
  } catch {
    return 'anvil' // no platform package: one on PATH
  }
}

export function startAnvil(chainId = 31337): Promise<Chain> {
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)], { stdio: ['ignore', 'pipe', 'pipe'] })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)))
  return new Promise<Chain>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      const listening = /Listening on ([\d.]+:\d+)/.exec(line)
      if (listening) resolve({ url: `http://${listening[1]}`, chainId, stop })
    })
    child.once('error', reject)
    void exited.then(() => reject(new Error(`anvil exited before listening${stderr ? `: ${stderr}` : ''}`)))
  })
}
