/** The bare specifiers of a declaration file: `from '…'`, `import('…')`, `import '…'`, `/// <reference types="…" />`. */
export function bareSpecifiers(text: string): string[]
/** The package a specifier names: 'viem/chains' → 'viem', '@scope/name/sub' → '@scope/name'. */
export function packageOf(specifier: string): string
/** Each import of a package neither in `pkg`'s dependencies nor its peerDependencies under `dist`, as 'file: specifier'. */
export function undeclaredImports(dist: string, pkg: { name: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }): string[]
