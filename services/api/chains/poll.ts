// The loop every indexer runs: catch up with the node, wait, again, until stopped. A node that
// does not answer is logged once per outage and must not hold the server's start.
import type { Indexer } from './types'

export function pollingIndexer(o: {
  chain: string
  pollMs: number
  log: (message: string, error?: unknown) => void
  /** One pass; `stopped()` lets a long pass end early. */
  catchUp(stopped: () => boolean): Promise<void>
}): Indexer {
  let stopped = false
  let wake: (() => void) | undefined
  let markSynced!: () => void
  const synced = new Promise<void>((resolve) => (markSynced = resolve))

  const loop = (async () => {
    let failing = false
    while (!stopped) {
      try {
        await o.catchUp(() => stopped)
        failing = false
      } catch (error) {
        if (!failing) o.log(`${o.chain}: indexing paused, the node does not answer`, error)
        failing = true
      }
      markSynced()
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, o.pollMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  })()

  return {
    synced,
    async stop() {
      stopped = true
      wake?.()
      await loop
    },
  }
}
