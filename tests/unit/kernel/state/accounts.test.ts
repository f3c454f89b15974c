import { describe, expect, it } from 'vitest'
import { createAccountState } from '../../../../kernel/state/accounts'

describe('account state (SPEC §3, §4)', () => {
  it('SPEC §4 a reset returns to disconnected and clears address, balances, profile and connector id', () => {
    const accounts = createAccountState()
    accounts.update('eip155', {
      status: 'connected',
      connectorId: 'io.metamask',
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc',
      accounts: [{ address: '0xabc', type: 'eoa' }],
      balance: '1.5',
      balanceSymbol: 'ETH',
      profileName: 'alice.wcn.id',
      profileImage: 'https://example.invalid/a.png',
      walletInfo: { name: 'MetaMask' },
    })
    accounts.reset('eip155')
    const after = accounts.get('eip155')
    expect(after.status).toBe('disconnected')
    expect(after.address).toBeUndefined()
    expect(after.caipAddress).toBeUndefined()
    expect(after.balance).toBeUndefined()
    expect(after.balanceSymbol).toBeUndefined()
    expect(after.profileName).toBeUndefined()
    expect(after.profileImage).toBeUndefined()
    expect(after.connectorId).toBeUndefined()
    expect(after.accounts).toEqual([])
    expect(accounts.isConnected('eip155')).toBe(false)
  })

  it('SPEC §4 a reset of one namespace leaves the others connected', () => {
    const accounts = createAccountState()
    accounts.update('eip155', { status: 'connected', address: '0xabc' })
    accounts.update('solana', { status: 'connected', address: 'So1' })
    accounts.reset('eip155')
    expect(accounts.connectedNamespaces()).toEqual(['solana'])
    expect(accounts.get('solana').address).toBe('So1')
  })

  it('SPEC §4 connection status: connected only counts with an address', () => {
    const accounts = createAccountState()
    accounts.update('eip155', { status: 'connecting' })
    expect(accounts.isConnected('eip155')).toBe(false)
    accounts.update('eip155', { status: 'connected' })
    expect(accounts.isConnected('eip155')).toBe(false)
    accounts.update('eip155', { address: '0xabc' })
    expect(accounts.isConnected('eip155')).toBe(true)
    expect(accounts.isConnected(undefined)).toBe(false)
  })
})
