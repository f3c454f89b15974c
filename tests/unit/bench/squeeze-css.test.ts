// The modal's stylesheets are written readably (css`…` templates, `const css = String.raw`) and
// squeezed at build time by scripts/squeeze-css.mjs, in the library build and in the size benchmark's
// host builds: comments and spaces a browser ignores are bytes every host downloads. Here the squeeze
// itself, and a round trip on every real stylesheet of the repository: lightningcss (vite's, already
// installed) minifies each template before and after, and both must give the same CSS.
import { decode } from '@jridgewell/sourcemap-codec'
import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { cssTemplates, squeezeCss, squeezeModule } from '../../../scripts/squeeze-css.mjs'
import { read, sourceFiles } from '../contract/source'

const module = (body: string) => `const css = String.raw\n${body}\nexport const after = 1\n`

describe('squeezeCss', () => {
  it('drops comments, collapses whitespace and the spaces around { } ; , and after :, and the ; before }', () => {
    const sheet = `
/* A long amount wraps; it does not squeeze the row. */
.token-row, .tx-row { min-height: 52px; }
.tx-amount {
  max-width: 50%;   white-space: normal;
}
`
    expect(squeezeCss(sheet)).toBe('.token-row,.tx-row{min-height:52px}.tx-amount{max-width:50%;white-space:normal}')
  })

  it('keeps the spaces that mean something: descendant combinators, a space before a pseudo-class, calc and value lists', () => {
    const sheet = `.tx-text .small, .a .b > .c { margin: 0 auto; width: calc(100% - 24px); }\n.a :hover { color: red; }`
    expect(squeezeCss(sheet)).toBe('.tx-text .small,.a .b > .c{margin:0 auto;width:calc(100% - 24px)}.a :hover{color:red}')
  })

  it('keeps strings and unquoted url(…) as they are, comment-like and spaced text in them too', () => {
    const sheet = `.a::before { content: ' '; }\n.b::after { content: "a ; b /* c */ { }"; }\n.c { background: url(data:image/png;base64,AA==) no-repeat; }\n[translate='no'] .d { color: red; }`
    expect(squeezeCss(sheet)).toBe(`.a::before{content:' '}.b::after{content:"a ; b /* c */ { }"}.c{background:url(data:image/png;base64,AA==) no-repeat}[translate='no'] .d{color:red}`)
  })

  it('squeezes at-rules: media queries and keyframes', () => {
    const sheet = `@media (max-width: 430px) {\n  .a .b { margin: auto 0 0; }\n}\n@keyframes gw-shake { 10%, 90% { transform: translateX(-1px); } }`
    expect(squeezeCss(sheet)).toBe('@media (max-width:430px){.a .b{margin:auto 0 0}}@keyframes gw-shake{10%,90%{transform:translateX(-1px)}}')
  })

  it('gives up (null) on what it does not read: an unclosed string or comment, a backslash escape, a quoted url()', () => {
    expect(squeezeCss(`.a { content: 'open; }`)).toBeNull()
    expect(squeezeCss(`.a { color: red; } /* open`)).toBeNull()
    expect(squeezeCss(`.a\\:b { color: red; }`)).toBeNull()
    expect(squeezeCss(`.a { background: url('x.png'); }`)).toBeNull()
  })

  it('beside an interpolation (inner edges) collapses whitespace to one space rather than dropping it', () => {
    expect(squeezeCss('\n  --y: 1px;\n}\n', { start: false })).toBe(' --y:1px}')
    expect(squeezeCss('\n.a .b ', { end: false })).toBe('.a .b ')
  })
})

describe('squeezeModule', () => {
  it('rewrites only the templates tagged css in a module that declares const css = String.raw', () => {
    const code = module('export const a = css`\n.a { color: red; }\n`\nexport const b = html`\n.a { color: red; }\n`\nexport const c = String.raw`\n.a { color: red; }\n`')
    expect(squeezeModule(code, '/repo/x.ts')?.code).toBe(module('export const a = css`.a{color:red}`\nexport const b = html`\n.a { color: red; }\n`\nexport const c = String.raw`\n.a { color: red; }\n`'))
    expect(squeezeModule('export const a = css`\n.a { color: red; }\n`', '/repo/x.ts')).toBeNull()
  })

  it('keeps ${…} interpolations and squeezes around them', () => {
    const code = module('export const a = css`\n:host {\n  ${declarations(light)}\n  --y: 1px;\n}\n* { box-sizing: border-box; }\n`')
    expect(squeezeModule(code, '/repo/x.ts')?.code).toBe(module('export const a = css`:host{${declarations(light)} --y:1px}*{box-sizing:border-box}`'))
  })

  it('leaves alone a template with a string across an interpolation', () => {
    const code = module("export const a = css`\n.a::before { content: '${label}'; }\n`")
    expect(squeezeModule(code, '/repo/x.ts')).toBeNull()
  })

  it('reads TSX, and gives a source map that still points the code after a template at its line', () => {
    const code = module('export const a = css`\n.a {\n  color: red;\n}\n`\nexport const View = () => <div className="a" />')
    const out = squeezeModule(code, '/repo/view.tsx')!
    expect(out.code).toContain('css`.a{color:red}`\nexport const View = () => <div className="a" />')
    expect(out.map.sources).toEqual(['/repo/view.tsx'])
    const line = (text: string, what: string) => text.split('\n').findIndex((l) => l.startsWith(what))
    const [segment] = decode(out.map.mappings)[line(out.code, 'export const View')]!
    expect(segment?.[2], 'the original line of the code after the template').toBe(line(code, 'export const View'))
  })
})

describe("every stylesheet of the repository, squeezed, is the same CSS (lightningcss's minified output before and after)", () => {
  const files = ['kernel', 'ui', 'plugins'].flatMap(sourceFiles).filter((file) => read(file).includes('String.raw'))
  // What an interpolation stands for in the round trip: every one sits among a rule's declarations.
  const asCss = (quasis: readonly string[]) => quasis.join('--gw-slot: 1;')
  // lightningcss keeps a value holding var() as its tokens, the spaces after its commas too (`color-mix(in
  // srgb, var(--gw-error) 12%, transparent)`): a space beside a comma means nothing in CSS, so both sides drop it.
  const minify = (text: string, file: string) =>
    transform({ filename: file, code: Buffer.from(text), minify: true })
      .code.toString()
      .replace(/ *, */g, ',')

  it('finds the stylesheets: the theme, ui/styles and the plugins', () => {
    expect(files).toEqual(expect.arrayContaining(['ui/theme.ts', 'ui/styles/lists.ts', 'ui/styles/views.ts', 'plugins/features-swaps/views/styles.ts', 'plugins/features-names/views/register.tsx']))
    expect(files.length).toBeGreaterThanOrEqual(13)
  })

  it('each names its tag as the squeeze looks for it (const css = String.raw), never String.raw`…` itself', () => {
    for (const file of files) expect(read(file), file).toMatch(/^const css = String\.raw$/m)
    for (const file of files) expect(read(file), file).not.toMatch(/String\.raw`/)
  })

  it.each(files)('%s', (file) => {
    const code = read(file)
    const out = squeezeModule(code, file)
    expect(out, 'every stylesheet is squeezed').not.toBeNull()
    const before = cssTemplates(code, file)
    const after = cssTemplates(out!.code, file)
    expect(before.length).toBeGreaterThan(0)
    expect(after.length).toBe(before.length)
    before.forEach((quasis, i) => {
      const squeezed = after[i]!
      expect(squeezed.join('').length).toBeLessThan(quasis.join('').length)
      expect(squeezed.join('')).not.toMatch(/\/\*|\n/)
      expect(minify(asCss(squeezed), file)).toBe(minify(asCss(quasis), file))
    })
  })
})
