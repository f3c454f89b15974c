// The indexers' polling loop: a caller waits for a block (or slot) to be indexed, not for time to pass.
import { describe, expect, it } from 'vitest'
import { pollingIndexer } from '../../../../services/api/chains/poll'

/** A chain whose head the test moves; each pass indexes up to the head and counts itself. */
function fakeChain(pollMs: number) {
  const chain = { head: 3, passes: 0 }
  const indexer = pollingIndexer({
    chain: 'eip155:1',
    pollMs,
    log: () => {},
    async catchUp(_stopped, reached) {
      chain.passes++
      for (let n = 0; n <= chain.head; n++) reached(n)
    },
  })
  return { chain, indexer }
}

describe('history indexing can be waited on', () => {
  it('waitFor(block) resolves once a pass has indexed that block, at once when it already has', async () => {
    const { indexer } = fakeChain(60_000)
    await indexer.synced
    expect(indexer.indexedTo()).toBe(3)
    await indexer.waitFor(2) // already indexed
    await indexer.stop()
  })

  it('a wait for a block mined after the last pass wakes the sleeping loop: no poll interval to sit out', async () => {
    // A minute between passes: only the wake can make this resolve within the test's timeout.
    const { chain, indexer } = fakeChain(60_000)
    await indexer.synced
    chain.head = 5
    const passes = chain.passes
    await indexer.waitFor(5)
    expect(chain.passes).toBe(passes + 1)
    expect(indexer.indexedTo()).toBe(5)
    await indexer.stop()
  })

  it('stop() rejects the waits for blocks never reached, naming the block', async () => {
    const { indexer } = fakeChain(60_000)
    await indexer.synced
    const never = indexer.waitFor(99)
    await indexer.stop()
    await expect(never).rejects.toThrow('eip155:1: the indexer stopped before block 99')
    await expect(indexer.waitFor(1)).rejects.toThrow('eip155:1: the indexer is stopped')
  })
})
