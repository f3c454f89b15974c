// The message keys of the source, found by reading it: every `t('…')` call and every English text
// marked `/* t */ '…'` where it is written away from the view that shows it (entries' labels,
// errors, tables). Shared by the catalogue test and the pseudo-locale view test.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

// The repository root (tests run from it; happy-dom's import.meta.url is no file URL).
const root = process.cwd()

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name)
      if (name === 'node_modules' || name === 'dist') continue
      if (statSync(full).isDirectory()) walk(full)
      else if (/\.tsx?$/.test(name)) out.push(relative(root, full))
    }
  }
  walk(join(root, dir))
  return out.sort()
}

const STRING = String.raw`'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|\x60((?:\\.|[^\x60\\$])*)\x60`
const CALL = new RegExp(String.raw`(?<![\w.])t\(\s*(?:${STRING})`, 'g')
const MARKED = new RegExp(String.raw`/\* t \*/\s*(?:${STRING})`, 'g')

const unescape = (text: string) => text.replace(/\\(.)/g, '$1')

/** The files whose texts reach a person: the kernel's catalogues, the UI and every plugin. */
export const messageSources = () => [...sourceFiles('kernel'), ...sourceFiles('ui'), ...sourceFiles('plugins')].filter((file) => !file.startsWith('ui/locales/'))

/** Every key, with the files it was found in. */
export function messageKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>()
  for (const file of messageSources()) {
    // Comments left out (a `t('…')` in a comment is no message), the `/* t */` marks kept.
    const code = readFileSync(join(root, file), 'utf8').replace(/\/\*(?! t \*\/)[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    for (const pattern of [CALL, MARKED]) {
      for (const match of code.matchAll(pattern)) {
        const key = unescape(match[1] ?? match[2] ?? match[3] ?? '')
        keys.set(key, [...(keys.get(key) ?? []), file])
      }
    }
  }
  return keys
}

/** The `{name}` placeholders of a message, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort()

/** The locale modules of the UI catalogue, by code. */
export const localeFiles = () =>
  readdirSync(join(root, 'ui/locales'))
    .filter((name) => name !== 'index.ts' && name.endsWith('.ts'))
    .map((name) => name.replace(/\.ts$/, ''))
