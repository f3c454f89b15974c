// The loop every indexer runs: catch up with the node, wait, again, until stopped. A node that
// does not answer is logged once per outage and must not hold the server's start.
// Each pass reports the block (or slot) through which the chain is indexed, so a caller can wait
// for a given transaction's block instead of guessing how long indexing takes.
import type { Indexer } from './types'

interface Waiter {
  position: number
  resolve(): void
  reject(error: Error): void
}

export function pollingIndexer(o: {
  chain: string
  pollMs: number
  log: (message: string, error?: unknown) => void
  /** One pass; `stopped()` lets a long pass end early; `reached(n)` says the chain is indexed through block or slot n. */
  catchUp(stopped: () => boolean, reached: (position: number) => void): Promise<void>
}): Indexer {
  let stopped = false
  let wake: (() => void) | undefined
  // a wait asked for during a pass: run the next pass at once rather than after pollMs
  let passAgain = false
  let markSynced!: () => void
  const synced = new Promise<void>((resolve) => (markSynced = resolve))
  let indexedTo: number | undefined
  const waiters = new Set<Waiter>()

  const reached = (position: number) => {
    indexedTo = position // may go back: a node started over is indexed again from the start
    for (const waiter of waiters) {
      if (waiter.position > position) continue
      waiters.delete(waiter)
      waiter.resolve()
    }
  }

  const loop = (async () => {
    let failing = false
    while (!stopped) {
      passAgain = false
      try {
        await o.catchUp(() => stopped, reached)
        failing = false
      } catch (error) {
        if (!failing) o.log(`${o.chain}: indexing paused, the node does not answer`, error)
        failing = true
      }
      markSynced()
      if (passAgain || stopped) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, o.pollMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = undefined
    }
  })()

  return {
    synced,
    indexedTo: () => indexedTo,
    waitFor(position) {
      if (stopped) return Promise.reject(new Error(`${o.chain}: the indexer is stopped`))
      if (indexedTo !== undefined && indexedTo >= position) return Promise.resolve()
      const done = new Promise<void>((resolve, reject) => waiters.add({ position, resolve, reject }))
      // Look at the node now: the block asked for is usually already mined.
      if (wake) wake()
      else passAgain = true
      return done
    },
    async stop() {
      stopped = true
      wake?.()
      await loop
      for (const waiter of waiters) waiter.reject(new Error(`${o.chain}: the indexer stopped before block ${waiter.position}`))
      waiters.clear()
    },
  }
}
