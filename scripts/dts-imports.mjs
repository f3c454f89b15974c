// After `tsc` emits the declarations: every package a dist/**/*.d.ts file imports must be one the
// package declares (dependencies or peerDependencies), or the package itself. A host's package
// manager installs only those where our declarations can see them: an import of another package's
// dependency (hoisted here by npm, maybe not there) is TS2307 with skipLibCheck off, and with it on
// the type silently becomes any. `npm run build` fails on one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The bare specifiers of a declaration file: `from '…'`, `import('…')`, `import '…'`, `/// <reference types="…" />`. */
export function bareSpecifiers(text) {
  const found = new Set()
  const patterns = [/(?<![\w$.'"])from\s*(['"])([^'"]+)\1/g, /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g, /^\s*import\s*(['"])([^'"]+)\1/gm, /\/\/\/\s*<reference\s+types\s*=\s*(['"])([^'"]+)\1/g]
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (!match[2].startsWith('.') && !match[2].startsWith('/')) found.add(match[2])
  return [...found]
}

/** The package a specifier names: 'viem/chains' → 'viem', '@scope/name/sub' → '@scope/name'. */
export const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* declarations(path)
    else if (name.endsWith('.d.ts')) yield path
  }
}

/** Each import of an undeclared package under `dist`, as 'file: specifier'. */
export function undeclaredImports(dist, pkg) {
  const declared = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})])
  const builtin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier)
  const out = []
  for (const file of declarations(dist)) {
    for (const specifier of bareSpecifiers(readFileSync(file, 'utf8'))) {
      if (!declared.has(packageOf(specifier)) && !builtin(specifier)) out.push(`${relative(dist, file)}: ${specifier}`)
    }
  }
  return out.sort()
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? 'dist')
  const pkg = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8'))
  const bad = undeclaredImports(dist, pkg)
  if (bad.length > 0) {
    console.error(`dts-imports: declarations import packages that are neither dependencies nor peerDependencies:\n  ${bad.join('\n  ')}`)
    process.exit(1)
  }
  console.log('dts-imports: declarations import only declared packages')
}
