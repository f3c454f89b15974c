import { describe, expect, it } from 'vitest'
import type { ModalOptionsInput } from '../../../kernel/modal'
import { parseOptions, SOCIAL_PROVIDERS } from '../../../kernel/options'
import { testNamespace, testNetwork } from '../support/namespace'

const valid = (patch: Partial<ModalOptionsInput> = {}): ModalOptionsInput => ({
  projectId: 'project-1',
  plugins: [testNamespace('eip155')],
  networks: [testNetwork('eip155', 1)],
  ...patch,
})

describe('options parsing (SPEC §5, §9)', () => {
  it('SPEC §5 a project id is required: missing or empty is rejected with an error naming projectId', () => {
    const { projectId: _omit, ...withoutProjectId } = valid()
    expect(() => parseOptions(withoutProjectId as ModalOptionsInput)).toThrow(/projectId/)
    expect(() => parseOptions(valid({ projectId: '' }))).toThrow(/^Invalid Gangway options: projectId: a project id is required$/)
  })

  it('SPEC §5 siweConfig and siwx together are rejected', () => {
    expect(() => parseOptions(valid({ siweConfig: { getNonce: () => 'n' }, siwx: { signer: 1 } }))).toThrow(/siweConfig.*siwx/)
    expect(() => parseOptions(valid({ siwx: { signer: 1 } }))).not.toThrow()
    expect(() => parseOptions(valid({ siweConfig: { getNonce: () => 'n' } }))).not.toThrow()
  })

  it('SPEC §9 default features: receive and send on, analytics on, allWallets on, legalCheckbox off, smartSessions off, collapseWallets off, pay off, emailShowWallets on', () => {
    expect(parseOptions(valid()).features).toEqual({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      emailShowWallets: true,
    })
  })

  it('SPEC §9 default remote features: email on; socials google, x, discord, farcaster, github, apple, facebook; activity on', () => {
    const { remoteFeatures } = parseOptions(valid())
    expect(remoteFeatures.email).toBe(true)
    expect(remoteFeatures.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(remoteFeatures.activity).toBe(true)
    expect(remoteFeatures.reownBranding).toBe(true)
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('SPEC §9 a host overriding one feature keeps the defaults of the others', () => {
    const { features, remoteFeatures } = parseOptions(valid({ features: { send: false }, remoteFeatures: { socials: false } }))
    expect(features.send).toBe(false)
    expect(features.receive).toBe(true)
    expect(remoteFeatures.socials).toBe(false)
    expect(remoteFeatures.email).toBe(true)
  })

  it('SPEC §9 default SDK version is html-wagmi-4.2.2, log level error, network switching enabled, unsupported chains not allowed', () => {
    const options = parseOptions(valid())
    expect(options.sdkVersion).toBe('html-wagmi-4.2.2')
    expect(options.logLevel).toBe('error')
    expect(options.enableNetworkSwitch).toBe(true)
    expect(options.allowUnsupportedChain).toBe(false)
  })

  it('SPEC §3 a bad option throws one error naming the bad field', () => {
    expect(() => parseOptions(valid({ termsConditionsUrl: 'not a url' }))).toThrow(/termsConditionsUrl/)
    expect(() => parseOptions(valid({ features: { send: 'yes' as never } }))).toThrow(/features\.send/)
    expect(() => parseOptions(valid({ remoteFeatures: { socials: ['myspace' as never] } }))).toThrow(/remoteFeatures\.socials/)
    expect(() => parseOptions(valid({ networks: [] }))).toThrow(/networks: at least one network is required/)
    expect(() => parseOptions(valid({ plugins: [{ kind: 'other' } as never] }))).toThrow(/plugins\.0: must be a plugin/)
  })

  it("SPEC §3 the host's own network objects are kept", () => {
    const network = testNetwork('eip155', 1)
    expect(parseOptions(valid({ networks: [network] })).networks[0]).toBe(network)
  })
})
