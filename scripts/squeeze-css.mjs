/**
 * Squeeze the modal's CSS at build time (a rollup plugin, used by rollup.config.mjs and by the size
 * benchmark's host builds, bench/size/build.ts).
 *
 * Why: the stylesheets are written readably in source, as `css` templates (`const css = String.raw`,
 * then `css\`…\``), with newlines, indentation, comments and spaces around `{ } ; : ,`. A minifier
 * cannot touch a template's text, so every host downloaded all of it: in the minimal EVM host that
 * was most of its last bytes of headroom in the byte budget (tests/unit/bench/).
 *
 * What it does, inside each css template of a TS/TSX module of this repository (node_modules left
 * out), and nothing else: drops comments, collapses runs of whitespace to one space, removes the
 * whitespace around `{`, `}`, `;` and `,` and after `:` (never before it: `.a :hover` is not
 * `.a:hover`), and the `;` before a `}`. Spaces between selectors (`.tx-text .small`) and in values
 * (`0 auto`, `calc(100% - 24px)`) stay. Strings and unquoted `url(…)` are kept as they are. A template
 * with `${…}` is squeezed piece by piece, and beside an interpolation whitespace becomes one space
 * rather than nothing. A template it cannot read simply (a string or comment across an interpolation,
 * a backslash escape, a quoted url()) is left as written. Each template is taken to be whole rules
 * (the modal joins them with '\n' or `+`), so its leading and trailing whitespace goes.
 *
 * Source maps: the rewrite goes through magic-string, so code after a template keeps its mapping.
 */
import { fileURLToPath } from 'node:url'
import MagicString from 'magic-string'
import ts from 'typescript'

const repository = fileURLToPath(new URL('..', import.meta.url))

/** Text a squeeze keeps as it is: strings and unquoted url(…) (captured), and comments (dropped). */
const KEPT = /('(?:[^'\\\n]|\\[\s\S])*'|"(?:[^"\\\n]|\\[\s\S])*"|url\([^'"()]*\))|\/\*[\s\S]*?\*\//g
/** What the squeeze does not read outside those: a quote or comment left open, an escape, a quoted url(). */
const UNREAD = /['"\\`]|\/\*|\*\/|url\(|\$\{/
/** CSS whitespace (JavaScript's \s has more: U+00A0 is part of a name in CSS). */
const SPACE = /[ \t\n\r\f]+/g

const squeezePlain = (text) =>
  text
    .replace(SPACE, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')

/**
 * The CSS text squeezed, or null when it holds what the squeeze does not read. `start`/`end` false:
 * that edge meets an interpolation, so whitespace there becomes one space rather than nothing.
 * @param {string} text
 * @param {{ start?: boolean, end?: boolean }} [edges]
 * @returns {string | null}
 */
export function squeezeCss(text, { start = true, end = true } = {}) {
  // Alternate plain text (even indexes) and kept text (odd); a comment becomes a space of the plain text.
  const parts = []
  let plain = ''
  let last = 0
  for (const match of text.matchAll(KEPT)) {
    plain += text.slice(last, match.index)
    last = match.index + match[0].length
    if (match[1] === undefined) {
      plain += ' '
    } else {
      parts.push(plain, match[1])
      plain = ''
    }
  }
  parts.push(plain + text.slice(last))
  if (parts.some((part, i) => i % 2 === 0 && UNREAD.test(part))) return null
  let out = parts.map((part, i) => (i % 2 === 0 ? squeezePlain(part) : part)).join('')
  if (start) out = out.replace(/^ /, '')
  if (end) out = out.replace(/ $/, '')
  return out
}

/** The tagged templates `css\`…\`` of a module that declares `const css = String.raw`. */
function templatesOf(code, id) {
  if (!/^const css = String\.raw$/m.test(code)) return []
  const kind = id.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, false, kind)
  const found = []
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'css') found.push(node.template)
    ts.forEachChild(node, visit)
  }
  visit(source)
  // Each piece of text between the backticks and interpolations, as [start, end) in the code.
  return found.map((template) => {
    if (ts.isNoSubstitutionTemplateLiteral(template)) return [[template.getStart(source) + 1, template.end - 1]]
    const literals = [template.head, ...template.templateSpans.map((span) => span.literal)]
    return literals.map((literal) => [literal.getStart(source) + 1, literal.end - (ts.isTemplateTail(literal) ? 1 : 2)])
  })
}

/**
 * The raw text of each css template of a module, as its pieces around interpolations.
 * @param {string} code
 * @param {string} id
 * @returns {string[][]}
 */
export function cssTemplates(code, id) {
  return templatesOf(code, id).map((pieces) => pieces.map(([from, to]) => code.slice(from, to)))
}

/**
 * The module with its css templates squeezed, and a source map; null when it has none to squeeze.
 * @param {string} code
 * @param {string} id
 */
export function squeezeModule(code, id) {
  const s = new MagicString(code)
  for (const pieces of templatesOf(code, id)) {
    const squeezed = pieces.map(([from, to], i) => squeezeCss(code.slice(from, to), { start: i === 0, end: i === pieces.length - 1 }))
    if (squeezed.includes(null)) continue
    pieces.forEach(([from, to], i) => {
      if (from === to || squeezed[i] === code.slice(from, to)) return
      if (squeezed[i] === '') s.remove(from, to)
      else s.overwrite(from, to, squeezed[i])
    })
  }
  if (!s.hasChanged()) return null
  return { code: s.toString(), map: s.generateMap({ source: id, includeContent: true, hires: 'boundary' }) }
}

/**
 * The rollup plugin: put it before the TypeScript transform (esbuild), it reads TS/TSX source.
 * @returns {import('rollup').Plugin}
 */
export function squeezeCssPlugin() {
  return {
    name: 'squeeze-css',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !id.startsWith(repository) || id.includes('/node_modules/')) return null
      return squeezeModule(code, id)
    },
  }
}
