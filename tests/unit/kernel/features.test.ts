// Open options and feature switches (issue 8): `features.<id>: false` turns any installed feature
// off, ours or a third party's; a feature brings its own option keys with defaults and checks; it
// shows only where the namespace has the capabilities it requires and the services it needs exist.
import { describe, expect, it, vi } from 'vitest'
import type { ModalOptionsInput } from '../../../kernel/modal'
import { testFeature } from '../support/feature'
import { eth, makeModal, sol } from '../support/modal'
import { testNamespace } from '../support/namespace'

describe('feature switches', () => {
  it('a third-party feature is on by default and its start() runs at createModal', () => {
    const start = vi.fn()
    const allowances = testFeature({ id: 'allowances', start })
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), allowances] })
    expect(modal.isEnabled(allowances)).toBe(true)
    expect(start).toHaveBeenCalledTimes(1)
    expect(modal.options.features.allowances).toBe(true)
  })

  it('features.<id>: false switches any installed feature off: not enabled, its start() never runs', () => {
    const start = vi.fn()
    const allowances = testFeature({ id: 'allowances', start })
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), allowances], options: { features: { allowances: false } as never } })
    expect(modal.isEnabled(allowances)).toBe(false)
    expect(start).not.toHaveBeenCalled()
  })

  it('SPEC §9 a feature with a SPEC default keeps it (pay is off until the host turns it on)', () => {
    const pay = testFeature({ id: 'pay' })
    expect(makeModal({ plugins: [testNamespace('eip155'), pay] }).modal.isEnabled(pay)).toBe(false)
    expect(makeModal({ plugins: [testNamespace('eip155'), pay], options: { features: { pay: true } } }).modal.isEnabled(pay)).toBe(true)
  })

  it('a feature may be off by default (enabledByDefault: false) until the host turns it on', () => {
    const beta = testFeature({ id: 'beta', enabledByDefault: false })
    expect(makeModal({ plugins: [testNamespace('eip155'), beta] }).modal.isEnabled(beta)).toBe(false)
    expect(makeModal({ plugins: [testNamespace('eip155'), beta], options: { features: { beta: true } as never } }).modal.isEnabled(beta)).toBe(true)
  })

  it('a switch that is not true or false is an error naming the field', () => {
    const beta = testFeature({ id: 'beta' })
    expect(() => makeModal({ plugins: [testNamespace('eip155'), beta], options: { features: { beta: 'yes' } as never } })).toThrow(/^Invalid Gangway options: features\.beta: must be true or false$/)
  })

  it("a feature's own option keys get their defaults, and a bad value is an error naming the field", () => {
    const options = { allowanceLimit: { default: 20, check: (v: unknown) => typeof v === 'number' && v > 0, message: 'must be a positive number' } }
    const allowances = testFeature({ id: 'allowances', options })
    expect(makeModal({ plugins: [testNamespace('eip155'), allowances] }).modal.options.features.allowanceLimit).toBe(20)
    const input = { features: { allowanceLimit: 50 } } as Partial<ModalOptionsInput>
    expect(makeModal({ plugins: [testNamespace('eip155'), allowances], options: input }).modal.options.features.allowanceLimit).toBe(50)
    expect(() => makeModal({ plugins: [testNamespace('eip155'), allowances], options: { features: { allowanceLimit: -1 } as never } })).toThrow(/features\.allowanceLimit: must be a positive number/)
  })

  it('a features key no installed plugin reads is accepted and logged, not silently dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    makeModal({ plugins: [testNamespace('eip155')], options: { features: { swapz: false } as never, logLevel: 'warn' } })
    expect(warn).toHaveBeenCalledWith('[gangway]', 'features.swapz: no installed plugin reads this option')
    warn.mockRestore()
  })

  it('a features key no plugin declares is a type error (FeatureFlags is augmented by the plugins that read a key)', () => {
    const input: Partial<ModalOptionsInput> = {
      // @ts-expect-error no installed plugin declares 'swapz'
      features: { swapz: false },
    }
    expect(input.features).toEqual({ swapz: false })
  })

  it('SPEC §9 remote config may only turn off what the host installed (remoteFlag)', () => {
    const activity = testFeature({ id: 'activity', remoteFlag: 'activity' })
    expect(makeModal({ plugins: [testNamespace('eip155'), activity] }).modal.isEnabled(activity)).toBe(true)
    expect(makeModal({ plugins: [testNamespace('eip155'), activity], options: { remoteFeatures: { activity: false } } }).modal.isEnabled(activity)).toBe(false)
  })
})

describe('capabilities, not names', () => {
  it('a feature requiring a capability is on where the namespace declares it, off where it does not', () => {
    const send = testFeature({ id: 'send', requires: { capabilities: ['transfers'] } })
    const evm = testNamespace('eip155', { capabilities: { transfers: { requiresToken: true, nativeReturnsToAccount: false, load: async () => ({ send: async () => '0x' }) } } })
    const solana = testNamespace('solana', { capabilities: {} })
    const { modal } = makeModal({ plugins: [evm, solana, send], networks: [eth, sol] })
    expect(modal.isEnabled(send, 'eip155')).toBe(true)
    expect(modal.isEnabled(send, 'solana')).toBe(false)
    // The active namespace is asked when none is named.
    expect(modal.isEnabled(send)).toBe(true)
  })

  it('a new namespace with the capability gets the feature with no edit anywhere', () => {
    const activity = testFeature({ id: 'activity', requires: { capabilities: ['history'] } })
    const cosmos = testNamespace('cosmos', { capabilities: { history: true } })
    const cosmosHub = { ...eth, id: 'cosmoshub-4', caipNetworkId: 'cosmos:cosmoshub-4' as const, chainNamespace: 'cosmos' }
    const { modal } = makeModal({ plugins: [cosmos, activity], networks: [cosmosHub] })
    expect(modal.isEnabled(activity)).toBe(true)
  })

  it('a feature needing the services API is off until the host configures one', () => {
    const activity = testFeature({ id: 'activity', requires: { services: ['api'] } })
    expect(makeModal({ plugins: [testNamespace('eip155'), activity] }).modal.isEnabled(activity)).toBe(false)
    expect(makeModal({ plugins: [testNamespace('eip155'), activity], options: { services: { api: 'http://127.0.0.1:9/' } } }).modal.isEnabled(activity)).toBe(true)
  })

  it('a feature serving some namespaces (requires.namespaces) is off while another one is active', () => {
    const signIn = testFeature({ id: 'signin', requires: { namespaces: ['eip155', 'solana'] } })
    const dot = { ...eth, id: 'polkadot-local', caipNetworkId: 'polkadot:0123456789abcdef0123456789abcdef' as const, chainNamespace: 'polkadot' }
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), testNamespace('polkadot'), signIn], networks: [eth, dot] })
    expect(modal.isEnabled(signIn, 'eip155')).toBe(true)
    expect(modal.isEnabled(signIn, 'polkadot')).toBe(false)
  })

  it("SPEC §1 the embedded wallet serves eip155 and solana only: its sign-in is off with another namespace active", async () => {
    const { embedded } = await import('../../../plugins/auth-embedded')
    const [signIn] = embedded({ secureSiteUrl: 'http://127.0.0.1:9' })
    const dot = { ...eth, id: 'polkadot-local', caipNetworkId: 'polkadot:0123456789abcdef0123456789abcdef' as const, chainNamespace: 'polkadot' }
    const { modal } = makeModal({ plugins: [testNamespace('eip155'), testNamespace('solana'), testNamespace('polkadot'), signIn], networks: [eth, sol, dot] })
    expect(['eip155', 'solana', 'polkadot'].map((ns) => modal.isEnabled(signIn, ns))).toEqual([true, true, false])
  })
})

describe('views are served, never blank', () => {
  it('an entry pointing at a view nothing serves is an error at createModal naming the feature and the view', () => {
    const broken = testFeature({ id: 'broken', entries: [{ slot: 'account', view: 'Nowhere', label: 'Nowhere' }] })
    expect(() => makeModal({ plugins: [testNamespace('eip155'), broken] })).toThrow(/the broken feature shows view Nowhere, which no installed plugin serves/)
  })

  it('a role served by a view the feature does not serve is an error at createModal', () => {
    const broken = testFeature({ id: 'broken', roles: { manualConnect: 'Elsewhere' } })
    expect(() => makeModal({ plugins: [testNamespace('eip155'), broken] })).toThrow(/the broken feature shows view Elsewhere/)
  })

  it('a feature may point at a core view or another feature’s view', () => {
    const shortcut = testFeature({ id: 'shortcut', entries: [{ slot: 'account', view: 'Networks', label: 'Networks' }] })
    expect(() => makeModal({ plugins: [testNamespace('eip155'), shortcut] })).not.toThrow()
  })
})
