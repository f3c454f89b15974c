// No module cycle in kernel/, ui/ or plugins/ (issue 8): type imports and lazy imports count too,
// as `madge --circular --extensions ts,tsx kernel ui plugins` counts them.
import madge from 'madge'
import { describe, expect, it } from 'vitest'
import { root } from './source'

describe('module graph', () => {
  it('has no circular import, type-only and dynamic imports included', async () => {
    const graph = await madge(['kernel', 'ui', 'plugins'], { baseDir: root, fileExtensions: ['ts', 'tsx'] })
    expect(graph.circular()).toEqual([])
    // The graph is the real one: the kernel's entry reaches the contract.
    expect(graph.obj()['kernel/index.ts']).toContain('kernel/plugin.ts')
  }, 60_000)
})
