// SPEC §4 SIWX: one CAIP-122 builder for every namespace; its text is exactly what each family's
// standard makes (EIP-4361 through viem, Sign In With Solana through @solana/wallet-standard-util).
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { eip155 } from '../../../../plugins/eip155'
import { siwxMessage, type SiwxMessageData } from '../../../../plugins/features-siwx/message'
import { solana } from '../../../../plugins/solana'

const base: SiwxMessageData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/?signin=required',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8',
  statement: 'Sign in to the Gangway demo with your wallet.',
  issuedAt: '2026-11-02T10:00:00.000Z',
  expirationTime: '2026-11-09T10:00:00.000Z',
}
const chainName = (plugin: { capabilities: { signIn?: { chainName: string } } }) => plugin.capabilities.signIn!.chainName

describe('SPEC §4 CAIP-122 sign-in messages per namespace', () => {
  it('SPEC §4 eip155: the eip155 plugin names its family so that the text is EIP-4361, byte for byte as viem makes and reads it', () => {
    const text = siwxMessage({ ...base, resources: ['http://127.0.0.1:5173/terms'], requestId: 'r-1', notBefore: '2026-11-02T10:00:00.000Z' }, chainName(eip155()))
    const viem = createSiweMessage({
      address: base.accountAddress as `0x${string}`,
      chainId: 31337,
      domain: base.domain,
      uri: base.uri,
      version: '1',
      nonce: base.nonce,
      statement: base.statement,
      issuedAt: new Date(base.issuedAt),
      expirationTime: new Date(base.expirationTime!),
      notBefore: new Date('2026-11-02T10:00:00.000Z'),
      requestId: 'r-1',
      resources: ['http://127.0.0.1:5173/terms'],
    })
    expect(text).toBe(viem)
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({ address: base.accountAddress, chainId: 31337, domain: base.domain, nonce: base.nonce, statement: base.statement })
    expect(validateSiweMessage({ message: parsed, domain: base.domain, nonce: base.nonce, time: new Date('2026-11-03T00:00:00Z') })).toBe(true)
    expect(validateSiweMessage({ message: parsed, time: new Date('2026-11-10T00:00:00Z') })).toBe(false)
  })

  it('SPEC §4 solana: the text is Sign In With Solana, as @solana/wallet-standard-util makes and parses it', () => {
    const data = { ...base, accountAddress: 'AM9zuUsv1YVAnbyFBJMjXJMg5XXKKkvbtyHtpvmZuuaP', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
    const text = siwxMessage(data, chainName(solana()))
    const { accountAddress: address, chainId: _caip2, ...fields } = data
    expect(text).toBe(createSignInMessageText({ ...fields, address, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }))
    expect(parseSignInMessageText(text)).toMatchObject({ address, domain: base.domain, nonce: base.nonce, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })

  it('SPEC §4 other namespaces: the plain CAIP-122 text with the family the plugin names and the CAIP-2 reference', () => {
    const text = siwxMessage({ ...base, accountAddress: 'cosmos1abc', chainId: 'cosmos:cosmoshub-4', expirationTime: undefined }, 'Cosmos')
    expect(text).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Cosmos account:',
        'cosmos1abc',
        '',
        'Sign in to the Gangway demo with your wallet.',
        '',
        'URI: http://127.0.0.1:5173/?signin=required',
        'Version: 1',
        'Chain ID: cosmoshub-4',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2026-11-02T10:00:00.000Z',
      ].join('\n'),
    )
  })
})
