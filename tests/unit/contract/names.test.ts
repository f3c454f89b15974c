// Capabilities, not names (issue 8): kernel/ and ui/ name no chain namespace (but in the Namespace
// type) and no view a plugin serves, so a new namespace or feature needs no edit there.
import { describe, expect, it } from 'vitest'
import { CORE_VIEWS } from '../../../kernel/router'
import { activity } from '../../../plugins/features-activity'
import { receive } from '../../../plugins/features-receive'
import { send } from '../../../plugins/features-send'
import { walletConnect } from '../../../plugins/walletconnect'
import { read, sourceFiles, withoutComments } from './source'

const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']
// The locale catalogues hold English texts as keys, not names ('Transactions' is a text there).
const core = sourceFiles('kernel').concat(sourceFiles('ui')).filter((file) => !file.startsWith('ui/locales/'))
/** The one place a namespace may be named: the open Namespace type. */
const NAMESPACE_TYPE = /^export type Namespace = .*$/m

/** Every string literal in the code (quotes and template text), comments left out. */
const literals = (file: string): string[] =>
  [...withoutComments(read(file).replace(NAMESPACE_TYPE, '')).matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) => m[2]!)

describe('kernel/ and ui/ name no namespace and no plugin view', () => {
  it('no namespace literal outside the Namespace type', () => {
    const found = core.flatMap((file) => literals(file).filter((text) => NAMESPACES.some((ns) => text.includes(ns))).map((text) => `${file}: ${text}`))
    expect(found).toEqual([])
  })

  it('no view name a plugin serves (the core views excepted: a feature may take one over)', () => {
    const served = [walletConnect(), send(), receive(), activity()].flatMap((plugin) => plugin.views).filter((name) => !CORE_VIEWS.includes(name))
    expect(served.length).toBeGreaterThan(5)
    const found = core.flatMap((file) => literals(file).filter((text) => served.includes(text)).map((text) => `${file}: ${text}`))
    expect(found).toEqual([])
  })

  it('the scan finds a namespace named in code, and not one in a comment', () => {
    const code = "// eip155 in a comment\nconst x = 'solana'"
    expect([...withoutComments(code).matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) => m[2])).toEqual(['solana'])
  })
})
