// A child process the local stack starts (a chain node, a bundler, chopsticks): killed with this process if it is
// still running when this one exits, so a crashed test leaves nothing behind; its last output kept
// for the error that says why it did not start; stopped with SIGTERM, then SIGKILL if it lingers.
import type { ChildProcess } from 'node:child_process'

const alive = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL')
})

export interface OwnedChild {
  /** The last `keepChars` characters the child wrote on the streams kept. */
  output(): string
  /** Set when spawning failed (e.g. the binary is missing): spawn errors arrive as an event. */
  spawnError(): Error | undefined
  /** Resolves once the child has exited; a no-op when it already has. */
  stop(): Promise<void>
}

/** `terminate` asks the child to stop (SIGTERM unless told otherwise); SIGKILL follows after `killAfterMs`. */
export function ownChild(
  child: ChildProcess,
  o: { streams: ReadonlyArray<'stdout' | 'stderr'>; keepChars: number; killAfterMs: number; terminate?: () => void },
): OwnedChild {
  alive.add(child)
  let output = ''
  for (const stream of o.streams) child[stream]?.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-o.keepChars)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => alive.delete(child))
  let spawnError: Error | undefined
  child.once('error', (error) => (spawnError = error))
  return {
    output: () => output,
    spawnError: () => spawnError,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      if (o.terminate) o.terminate()
      else child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), o.killAfterMs)
      await exited
      clearTimeout(timer)
    },
  }
}
