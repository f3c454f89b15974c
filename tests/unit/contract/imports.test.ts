// The plugin contract (issue 8): a plugin, ours or a third party's, is built on the package's public
// entry points only. Any import of kernel/ or ui/ by path from a plugin fails here.
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, read, sourceFiles } from './source'

/** What a plugin file may import: 'gangway…', a third-party package, or its own files. */
function forbiddenImports(file: string, folder: string): string[] {
  return importsOf(read(file)).filter((specifier) => {
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) return false // a package: 'gangway', 'viem', …
    const target = normalize(join(dirname(file), specifier))
    return !target.startsWith(`${folder}/`)
  })
}

const pluginFolders = (base: string) => [...new Set(sourceFiles(base).map((file) => file.split('/').slice(0, 2).join('/')))]

describe('plugins import only public entry points, their own files and packages', () => {
  const folders = [...pluginFolders('plugins'), ...pluginFolders('examples')]

  it('there are plugins to check', () => {
    expect(folders).toEqual(expect.arrayContaining(['plugins/eip155', 'plugins/solana', 'plugins/walletconnect', 'plugins/features-send']))
  })

  it.each(folders)('%s reaches into no kernel/, ui/ or other plugin folder by path', (folder) => {
    const offending = sourceFiles(folder).flatMap((file) => forbiddenImports(file, folder).map((specifier) => `${file}: ${specifier}`))
    expect(offending).toEqual([])
  })

  it('the check sees a path import when there is one', () => {
    expect(importsOf("import { x } from '../../kernel/errors'\nconst y = () => import('../../ui/views/account')")).toEqual(['../../kernel/errors', '../../ui/views/account'])
    expect(importsOf("// import { x } from '../../kernel/errors'\nimport type { A } from 'gangway'")).toEqual(['gangway'])
  })
})

describe('the kernel stands alone', () => {
  it('kernel/ imports no React, no ui/ and no plugin', () => {
    const offending = sourceFiles('kernel').flatMap((file) =>
      importsOf(read(file))
        .filter((s) => s === 'react' || s.startsWith('react-') || s.startsWith('@nanostores/react') || /(^|\/)(ui|plugins)\//.test(s))
        .map((s) => `${file}: ${s}`),
    )
    expect(offending).toEqual([])
  })

  it('ui/ imports no plugin', () => {
    const offending = sourceFiles('ui').flatMap((file) => importsOf(read(file)).filter((s) => /(^|\/)plugins\//.test(s)).map((s) => `${file}: ${s}`))
    expect(offending).toEqual([])
  })
})
