// Reading the project's own source for the contract tests: files, their code without comments,
// and the module specifiers they import.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../../../', import.meta.url))

/** Every .ts/.tsx file under `dir` (relative to the repository root), node_modules and dist left out. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      if (name === 'node_modules' || name === 'dist') continue
      const full = join(path, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (/\.tsx?$/.test(name)) out.push(relative(root, full))
    }
  }
  try {
    walk(join(root, dir))
  } catch {
    return []
  }
  return out.sort()
}

export const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** The code with comments removed (strings kept), so a word in a comment never counts. */
export function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

/** The specifiers of static, dynamic and re-export imports. */
export function importsOf(code: string): string[] {
  const found = new Set<string>()
  for (const match of withoutComments(code).matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) found.add(match[1]!)
  return [...found]
}
