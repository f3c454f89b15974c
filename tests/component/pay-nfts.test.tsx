// The Pay view, and Account's Tokens and NFTs tabs, on a real kernel, against the real services and
// a real anvil chain with the stack's tokens and NFT collections.
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { erc20Abi, parseUnits } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { view } from '../../kernel'
import { activity } from '../../plugins/features-activity'
import { nfts } from '../../plugins/features-nfts'
import { openPay, pay } from '../../plugins/features-pay'
import { walletConnect } from '../../plugins/walletconnect'
import { BOB, devWallet } from '../unit/services/api/chain-api'
import { mountFeatures, useChainServices, type FeatureHarness } from './services-harness'

const ctx = useChainServices()
let h: FeatureHarness | undefined
afterEach(() => {
  h?.unmount()
  h = undefined
})

const dusd = () => ctx().contracts.tokens.find((t) => t.symbol === 'DUSD')!
const dusdOf = (address: `0x${string}`) => devWallet(ctx().chainUrl, 0).readContract({ address: dusd().address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('Pay view', () => {
  it('shows what is asked, connects the wallet when none is, and pays exactly 0.000001 DUSD (one base unit); the promise resolves with the hash the chain has', async () => {
    h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [pay()], features: { pay: true } })
    const asset = { symbol: 'DUSD', decimals: dusd().decimals, address: dusd().address }
    let paying!: Promise<string>
    act(() => {
      paying = openPay(h!.modal, { recipient: BOB, amount: '0.000001', asset, network: 'eip155:31337' })
    })
    // openPay loads the pay code first, then opens the modal.
    await waitFor(() => expect(document.querySelector('gangway-modal')?.shadowRoot).toBeTruthy())
    const screen = h.screen()
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('0.000001 DUSD')
    fireEvent.click(await screen.findByText('Dev Wallet (local)'))
    const button = await screen.findByTestId('pay-button', {}, { timeout: 10_000 })
    expect(button.textContent).toBe('Pay 0.000001 DUSD')
    const before = await dusdOf(BOB)
    fireEvent.click(button)
    const hash = await paying
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await devWallet(ctx().chainUrl, 0).getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect((await dusdOf(BOB)) - before).toBe(parseUnits('0.000001', 6))
    await screen.findByTestId('pay-done')
  })
})

describe('Pay view: wallets behind All Wallets (SPEC §2, as on Connect)', () => {
  /** Pay asked for on a phone whose host lists the catalogue: WalletConnect's QR code stands behind All Wallets there. */
  async function payOnAPhone() {
    h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [pay(), walletConnect()], features: { pay: true }, options: { services: { api: ctx().apiUrl, catalogue: ctx().apiUrl } }, isMobile: true })
    const asset = { symbol: 'DUSD', decimals: dusd().decimals, address: dusd().address }
    let paying!: Promise<string>
    act(() => {
      paying = openPay(h!.modal, { recipient: BOB, amount: '0.000001', asset, network: 'eip155:31337' })
    })
    await waitFor(() => expect(document.querySelector('gangway-modal')?.shadowRoot).toBeTruthy())
    const list = await h.screen().findByTestId('pay-connect')
    await within(list).findByText('Dev Wallet (local)')
    return { paying, list }
  }

  it('SPEC §2 on a phone with the catalogue, Pay leaves out the WalletConnect QR row, as Connect does, and offers All Wallets in its place', async () => {
    const { list } = await payOnAPhone()
    expect(within(list).getByRole('button', { name: 'All Wallets' })).toBeTruthy()
    expect(within(list).queryByText('WalletConnect')).toBeNull()
  })

  it('SPEC §4 a wallet connected through All Wallets brings the Pay view back (not "Modal closed")', async () => {
    const { paying, list } = await payOnAPhone()
    let outcome: unknown
    void paying.then((hash) => (outcome = hash), (error: unknown) => (outcome = error))
    fireEvent.click(within(list).getByRole('button', { name: 'All Wallets' }))
    await waitFor(() => expect(h!.modal.router.current().name).toBe('AllWallets'))
    fireEvent.click(await h!.screen().findByText('Dev Wallet (local)'))
    expect((await h!.screen().findByTestId('pay-button', {}, { timeout: 10_000 })).textContent).toBe('Pay 0.000001 DUSD')
    expect(outcome).toBeUndefined()
  })
})

describe('Tokens tab', () => {
  it('a refresh of the balances keeps the list on screen (no spinner in its place), so nothing above it moves under the pointer', async () => {
    h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [] })
    await h.connect()
    act(() => h!.modal.open({ view: view('Account') }))
    const list = await h.screen().findByTestId('token-list')
    const services = await h.modal.services()
    let refreshing!: Promise<unknown>
    act(() => void (refreshing = services.fetchTokenBalances({ force: true })))
    expect(services.$tokenBalances.get().loading).toBe(true)
    expect(h.screen().getByTestId('token-list')).toBe(list)
    expect(h.screen().queryByRole('progressbar', { name: 'Loading tokens' })).toBeNull()
    await act(() => refreshing)
    expect(services.$tokenBalances.get().loading).toBe(false)
    expect(h.screen().getByTestId('token-list')).toBe(list)
  })
})

describe('NFTs tab', () => {
  it('SPEC §2 tabs Tokens, NFTs, Activity; the NFTs the account holds with their images; SPEC §5 spam hidden', async () => {
    h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [nfts(), activity()] })
    await h.connect()
    act(() => h!.modal.open({ view: view('Account') }))
    const screen = h.screen()
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tokens', 'NFTs', 'Activity']))
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    const list = await screen.findByTestId('nft-list', {}, { timeout: 10_000 })
    const names = [...list.querySelectorAll('[data-testid="nft-name"]')].map((el) => el.textContent).sort()
    expect(names).toEqual(['Gangway Items #7', 'Gangway Passes #1'])
    expect(screen.queryByText('Claim Free Rewards #1')).toBeNull()
    const images = [...list.querySelectorAll('img')].map((img) => new URL(img.getAttribute('src')!))
    expect(images.map((u) => `${u.origin}${u.pathname.split('/').slice(0, 3).join('/')}`)).toEqual([`${ctx().apiUrl}/public/getNftImage`, `${ctx().apiUrl}/public/getNftImage`])
  })
})

describe('Account tabs', () => {
  const tabs = () => h!.screen().getAllByRole('tab')
  const selectedTab = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent
  async function openAccount() {
    // Activity installed before NFTs: the host's order is not the tabs' order.
    h = mountFeatures({ chainUrl: ctx().chainUrl, apiUrl: ctx().apiUrl, plugins: [activity(), nfts()] })
    await h.connect()
    act(() => h!.modal.open({ view: view('Account') }))
    await waitFor(() => expect(tabs().map((t) => t.textContent)).toEqual(['Tokens', 'NFTs', 'Activity']))
    return h.screen()
  }

  it('SPEC §2 account tabs: Tokens, NFTs, Activity in that order whatever order the host installs the features in; arrow keys move the selection and the focus in that order', async () => {
    const screen = await openAccount()
    expect(selectedTab()).toBe('Tokens')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tokens' }), { key: 'ArrowRight' })
    expect(selectedTab()).toBe('NFTs')
    const nftsTab = screen.getByRole('tab', { name: 'NFTs' })
    expect((nftsTab.getRootNode() as ShadowRoot).activeElement).toBe(nftsTab)
    fireEvent.keyDown(screen.getByRole('tab', { name: 'NFTs' }), { key: 'ArrowRight' })
    expect(selectedTab()).toBe('Activity')
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0])
  })

  it('SPEC §3 currentTab: the tab chosen stays chosen across a view pushed and Back; closing the modal resets it to Tokens', async () => {
    const screen = await openAccount()
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(selectedTab()).toBe('Activity')
    act(() => h!.modal.router.push(view('Networks')))
    await waitFor(() => expect(screen.queryAllByRole('tab')).toEqual([]))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(selectedTab()).toBe('Activity'))
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('tab-Transactions')
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0])
    act(() => void h!.modal.close())
    act(() => h!.modal.open({ view: view('Account') }))
    await waitFor(() => expect(selectedTab()).toBe('Tokens'))
  })
})
