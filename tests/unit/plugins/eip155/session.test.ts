import { stringToHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createKernel } from '../../../../kernel/create-kernel'
import type { SessionChange } from '../../../../kernel/plugin'
import { eip155, mainnet, optimism } from '../../../../plugins/eip155'
import { openProviderSession } from '../../../../plugins/eip155/session'
import { switchChain } from '../../../../plugins/eip155/switch-chain'
import { testEnv } from '../../support/env'
import { FakeProvider, walletError } from '../../support/eip1193'

const ctx = () => createKernel({ projectId: 'p', plugins: [eip155()], networks: [mainnet, optimism], logLevel: 'silent' }, testEnv()).ctx
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('eip155 session over an EIP-1193 provider (SPEC §4, §7)', () => {
  it('SPEC §7 connecting asks eth_requestAccounts then eth_chainId; addresses are checksummed and the chain is CAIP-2', async () => {
    const provider = new FakeProvider({ chainId: '0xa' })
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    expect(provider.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(session.accounts).toEqual([{ address: CHECKSUMMED, type: 'eoa' }])
    expect(session.chainId).toBe('eip155:10')
  })

  it("SPEC §4 a wallet that grants no account on connect fails with 'Failed to connect'", async () => {
    const provider = new FakeProvider({ accounts: [] })
    await expect(openProviderSession(ctx(), provider, { prompt: true })).rejects.toThrow(/^Failed to connect$/)
  })

  it('SPEC §4 Startup: restoring asks eth_accounts without a prompt, and gives null when access is gone', async () => {
    const granted = new FakeProvider()
    expect(await openProviderSession(ctx(), granted, { prompt: false })).not.toBeNull()
    expect(granted.methods()[0]).toBe('eth_accounts')
    const revoked = new FakeProvider({ accounts: [] })
    expect(await openProviderSession(ctx(), revoked, { prompt: false })).toBeNull()
    expect(revoked.methods()).toEqual(['eth_accounts'])
  })

  it('SPEC §4 a user rejection (4001) on connect reaches the caller with its code', async () => {
    const provider = new FakeProvider({ handlers: { eth_requestAccounts: () => Promise.reject(walletError(4001)) } })
    await expect(openProviderSession(ctx(), provider, { prompt: true })).rejects.toMatchObject({ code: 4001 })
  })

  it('SPEC §4 the session switchNetwork calls wallet_switchEthereumChain with the hex chain id', async () => {
    const provider = new FakeProvider()
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    await session.switchNetwork!(optimism)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(provider.methods()).not.toContain('wallet_addEthereumChain')
  })

  it('SPEC §8 on error 4902 (unrecognized chain) switchNetwork calls wallet_addEthereumChain, then switches', async () => {
    let known = false
    const provider = new FakeProvider({
      handlers: {
        wallet_switchEthereumChain: () => (known ? null : Promise.reject(walletError(4902, 'Unrecognized chain ID "0xa"'))),
        wallet_addEthereumChain: () => {
          known = true
          return null
        },
      },
    })
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    await session.switchNetwork!(optimism)
    expect(provider.methods().slice(2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(provider.calls[3]).toEqual({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0xa',
          chainName: 'OP Mainnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          // The network as the host defined it (nothing is fetched from these URLs here).
          rpcUrls: optimism.rpcUrls.default.http,
          blockExplorerUrls: [optimism.blockExplorers!.default.url],
        },
      ],
    })
  })

  it('SPEC §8 a 4902 wrapped by the wallet (code -32603 with data.originalError.code 4902) also adds the chain', async () => {
    let known = false
    const wrapped = Object.assign(walletError(-32603, 'Internal JSON-RPC error.'), { data: { originalError: { code: 4902 } } })
    const provider = new FakeProvider({
      handlers: {
        wallet_switchEthereumChain: () => (known ? null : Promise.reject(wrapped)),
        wallet_addEthereumChain: () => {
          known = true
          return null
        },
      },
    })
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    await session.switchNetwork!(optimism)
    expect(provider.methods().slice(2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  })

  it("SPEC §8 'Chain is not supported' when adding the chain fails; the wallet's error is its cause and no switch follows", async () => {
    const refused = walletError(-32602, 'rpcUrls must be https')
    const provider = new FakeProvider({
      handlers: { wallet_switchEthereumChain: () => Promise.reject(walletError(4902)), wallet_addEthereumChain: () => Promise.reject(refused) },
    })
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    const error = await session.switchNetwork!(optimism).catch((e: unknown) => e)
    expect(error).toMatchObject({ message: 'Chain is not supported', code: 'CHAIN_NOT_SUPPORTED', cause: refused })
    expect(provider.methods().slice(2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })

  it('SPEC §4 a person declining to add the chain (4001) stays a rejection, not a chain error', async () => {
    const provider = new FakeProvider({
      handlers: { wallet_switchEthereumChain: () => Promise.reject(walletError(4902)), wallet_addEthereumChain: () => Promise.reject(walletError(4001)) },
    })
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    await expect(session.switchNetwork!(optimism)).rejects.toMatchObject({ code: 4001 })
  })

  it("SPEC §8 a wallet that does not know the chain and cannot add it (no wallet_addEthereumChain) gives 'Chain is not supported'", async () => {
    const unknownChain = walletError(4902)
    const request = vi.fn((args: { method: string }) => (args.method === 'wallet_switchEthereumChain' ? Promise.reject(unknownChain) : Promise.resolve(null)))
    await expect(switchChain(request, optimism, { canAdd: false })).rejects.toMatchObject({ message: 'Chain is not supported', cause: unknownChain })
    expect(request.mock.calls.map(([args]) => args.method)).toEqual(['wallet_switchEthereumChain'])
  })

  it('SPEC §4 any other switch error (a rejection) reaches the caller and no chain is added', async () => {
    const provider = new FakeProvider({ handlers: { wallet_switchEthereumChain: () => Promise.reject(walletError(4001)) } })
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    await expect(session.switchNetwork!(optimism)).rejects.toMatchObject({ code: 4001 })
    expect(provider.methods()).not.toContain('wallet_addEthereumChain')
  })

  it('SPEC §7 personal_sign gets the hex-encoded message and the address', async () => {
    const provider = new FakeProvider()
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    const signature = await session.signMessage('Sign in to Gangway ✓', CHECKSUMMED)
    expect(provider.calls.at(-1)).toEqual({ method: 'personal_sign', params: [stringToHex('Sign in to Gangway ✓'), CHECKSUMMED] })
    expect(stringToHex('hi')).toBe('0x6869')
    expect(signature).toBe(`0x${'11'.repeat(65)}`)
  })

  it('SPEC §4 wallet events become session changes: accountsChanged, chainChanged, and an empty account list or disconnect as a disconnect', async () => {
    const provider = new FakeProvider()
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    const changes: SessionChange[] = []
    session.onChange((change) => changes.push(change))
    provider.emit('accountsChanged', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'])
    provider.emit('chainChanged', '0xa')
    provider.emit('accountsChanged', [])
    provider.emit('disconnect', walletError(4900))
    expect(changes).toEqual([
      { type: 'accounts', accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }] },
      { type: 'chain', chainId: 'eip155:10' },
      { type: 'disconnect' },
      { type: 'disconnect' },
    ])
    expect(session.chainId).toBe('eip155:10')
  })

  it('SPEC §4 disconnecting stops listening to the wallet and asks it to revoke; a wallet without revoke does not fail it', async () => {
    const provider = new FakeProvider({ handlers: { wallet_revokePermissions: () => Promise.reject(walletError(4200)) } })
    const session = await openProviderSession(ctx(), provider, { prompt: true })
    const listener = vi.fn()
    session.onChange(listener)
    await expect(session.disconnect()).resolves.toBeUndefined()
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(provider.listenerCount('accountsChanged') + provider.listenerCount('chainChanged') + provider.listenerCount('disconnect')).toBe(0)
    provider.emit('accountsChanged', [])
    expect(listener).not.toHaveBeenCalled()
  })
})
