// After `tsc` emits the declarations: give every relative specifier in dist/**/*.d.ts its .js file,
// as the JavaScript beside it has, so a host type-checking with moduleResolution node16 or nodenext
// (which wants full paths) sees the same types as one using bundler resolution.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const dist = resolve(process.argv[2] ?? 'dist')

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* declarations(path)
    else if (name.endsWith('.d.ts')) yield path
  }
}

const withExtension = (file, specifier) => {
  if (!specifier.startsWith('.') || /\.(js|mjs|cjs|json)$/.test(specifier)) return specifier
  const target = resolve(dirname(file), specifier)
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`
  return specifier
}

let changed = 0
for (const file of declarations(dist)) {
  const text = readFileSync(file, 'utf8')
  const next = text.replace(/(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, (_, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`)
  if (next !== text) {
    writeFileSync(file, next)
    changed++
  }
}
console.log(`dts-specifiers: ${changed} declaration files given .js specifiers`)
