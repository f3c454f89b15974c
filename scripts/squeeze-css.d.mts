import type { Plugin } from 'rollup'
import type { SourceMap } from 'magic-string'

/** The CSS text squeezed, or null when it holds what the squeeze does not read. `start`/`end` false: that edge meets an interpolation. */
export function squeezeCss(text: string, edges?: { start?: boolean; end?: boolean }): string | null
/** The raw text of each css template of a module, as its pieces around interpolations. */
export function cssTemplates(code: string, id: string): string[][]
/** The module with its css templates squeezed, and a source map; null when it has none to squeeze. */
export function squeezeModule(code: string, id: string): { code: string; map: SourceMap } | null
/** The rollup plugin: put it before the TypeScript transform (esbuild), it reads TS/TSX source. */
export function squeezeCssPlugin(): Plugin
