// Bitcoin on the demo page (issue 13): the dev Bitcoin wallet (Wallet Standard) connects through the modal,
// shows its payment address and its balance on the simulated Bitcoin ledger, signs a BIP-322 message (verified
// here in node), sends 0.001 BTC through Send (both balances checked on the ledger to the satoshi), survives a
// reload; the ledger refuses a transaction tampered with on its way; the phone wallet pairs over WalletConnect
// for bip122, signs and sends. One stack with the Bitcoin ledger for the file.
import { Transaction } from 'bitcoinjs-lib'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { formatBalance, formatUnits, truncateAddress } from '../../kernel/format'
import { devBitcoinKey } from '../../services/dev/bitcoin-keys'
import { verifyBip322 } from '../../services/bitcoin/bip322'
import { e2eForFile } from './fixtures'
import { pickWallet } from './harness'
import { approveOnPhone, openSendForm, pairPhoneWallet, reviewAndSend, signOnPhone } from './more-chains-steps'

const PAYMENT = devBitcoinKey(0, 'p2wpkh').address
const FRIEND = devBitcoinKey(1, 'p2tr').address
const PHONE = devBitcoinKey(1, 'p2wpkh').address
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

const run = e2eForFile({ stack: { chains: { bitcoin: true } } })

const esplora = () => run.e2e.stack.urls.bitcoin!
const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent()
const view = (p: Page) => p.getByRole('dialog').getAttribute('data-view')
const sats = async (address: string) => {
  const { chain_stats: s } = (await (await fetch(`${esplora()}/address/${address}`)).json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
  return BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
}
const txOf = async (txid: string) => (await (await fetch(`${esplora()}/tx/${txid}`)).json()) as { fee: number; vout: Array<{ scriptpubkey_address: string; value: number }> }
const lastTxid = async (address: string) => ((await (await fetch(`${esplora()}/address/${address}/txs`)).json()) as Array<{ txid: string }>)[0]!.txid

/** Send from the Account: no token to pick on Bitcoin (its native currency is the default). */
async function send(p: Page, amount: string, to: string): Promise<void> {
  await openSendForm(p)
  // SPEC §5: no token to pick; the form names what it sends
  expect((await p.getByRole('dialog').getByTestId('send-token').innerText()).split('\n')).toEqual(['Bitcoin', 'BTC'])
  await reviewAndSend(p, amount, to)
}

describe('the dev Bitcoin wallet through the modal (SPEC §3, §6; issue 13)', () => {
  test('connect: the payment address (P2WPKH) is the account, its balance read from the simulated ledger', async () => {
    await run.page.getByTestId('connect-button').click()
    await expect.poll(() => view(run.page)).toBe('Connect')
    await pickWallet(run.page, 'Dev Bitcoin Wallet (local)')
    await expect.poll(() => text(run.page, 'host-address')).toBe(PAYMENT)
    expect(await text(run.page, 'host-network')).toBe(REGTEST)
    const balance = formatUnits(await sats(PAYMENT), 8)
    expect(balance).toBe('1.5')
    await expect.poll(() => text(run.page, 'button-balance')).toBe(`${formatBalance(balance)} BTC`)
    expect(await text(run.page, 'button-address')).toBe(truncateAddress(PAYMENT))
    await run.page.getByTestId('connect-button').click()
    await expect.poll(() => view(run.page)).toBe('Account')
    await run.page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).waitFor()
    await run.e2e.screenshot(run.page, 'account-bitcoin-light')
    await run.page.keyboard.press('Escape')
  })

  test('sign a message: a BIP-322 signature the ledger-side verifier accepts for the payment address', async () => {
    await run.page.getByTestId('sign-button').click()
    const signature = (await run.page.getByTestId('signature').textContent({ timeout: 15_000 }))!.split(' ')[0]!
    expect(verifyBip322(PAYMENT, 'Hello from Gangway', signature)).toBe(true)
    expect(verifyBip322(FRIEND, 'Hello from Gangway', signature)).toBe(false)
  })

  test('send 0.001 BTC: the wallet signs the PSBT, the ledger accepts it; the receiver has exactly 100,000 sat more, the sender that and the fee less', async () => {
    const [before, friendBefore] = [await sats(PAYMENT), await sats(FRIEND)]
    await send(run.page, '0.001', FRIEND)
    // SPEC §2 'After sending': back to Account, as token sends do (issue 13 asks the same of bitcoin)
    await expect.poll(() => view(run.page), { timeout: 20_000 }).toBe('Account')
    await expect.poll(() => sats(FRIEND)).toBe(friendBefore + 100_000n)
    const tx = await txOf(await lastTxid(FRIEND))
    expect(tx.vout.map((o) => o.scriptpubkey_address)).toEqual([FRIEND, PAYMENT])
    expect(await sats(PAYMENT)).toBe(before - 100_000n - BigInt(tx.fee))
    await expect.poll(() => text(run.page, 'host-balance')).toBe(`${formatUnits(before - 100_000n - BigInt(tx.fee), 8)} BTC`)
    await run.page.keyboard.press('Escape')
  })

  test('a token the services have no price for shows no dollar value (not $0.00), in the form and in the review', async () => {
    const dialog = run.page.getByRole('dialog')
    await run.page.getByTestId('connect-button').click()
    await expect.poll(() => view(run.page)).toBe('Account')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('button', { name: /Token/ }).first().click()
    await expect.poll(() => view(run.page)).toBe('WalletSendSelectToken')
    await dialog.locator('[data-token="BTC"]').click()
    await expect.poll(() => view(run.page)).toBe('WalletSend')
    await dialog.locator('#send-amount').fill('0.001')
    await dialog.locator('#send-to').fill(FRIEND)
    expect((await dialog.locator('.hint span').first().textContent())?.trim()).toBe('')
    await dialog.getByRole('button', { name: 'Review send' }).click()
    await expect.poll(() => view(run.page)).toBe('WalletSendPreview')
    expect(await dialog.getByTestId('preview-amount').textContent()).toBe('0.001 BTC')
    expect(await dialog.locator('.center').textContent()).not.toContain('$')
    await run.page.keyboard.press('Escape')
  })

  test('the ledger refuses a transaction changed on its way (1000 sat moved from the change to the receiver): the send fails, no coin moves', async () => {
    const [before, friendBefore] = [await sats(PAYMENT), await sats(FRIEND)]
    let tampered = false
    await run.page.route(`${esplora()}/tx`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const tx = Transaction.fromHex(route.request().postData()!)
      tx.outs[0]!.value += 1_000n
      tx.outs[1]!.value -= 1_000n
      tampered = true
      await route.continue({ postData: tx.toHex() })
    })
    await send(run.page, '0.002', FRIEND)
    // SPEC §8: the node's own reason, readable (the ledger checks the signatures as Bitcoin Core does).
    await expect.poll(() => run.page.getByRole('dialog').getByRole('status').textContent(), { timeout: 20_000 }).toMatch(/^The network refused the transaction: .*(signature|script)/i)
    expect(tampered).toBe(true)
    expect([await sats(PAYMENT), await sats(FRIEND)]).toEqual([before, friendBefore])
    await run.page.unroute(`${esplora()}/tx`)
    await run.page.keyboard.press('Escape')
  })

  test('SPEC §4 Startup: after a reload the Bitcoin connection is restored without a prompt', async () => {
    await run.page.reload()
    await expect.poll(() => text(run.page, 'host-status')).toBe('connected')
    expect(await text(run.page, 'host-address')).toBe(PAYMENT)
    expect(await text(run.page, 'host-network')).toBe(REGTEST)
    await expect.poll(() => text(run.page, 'host-balance')).toBe(`${formatUnits(await sats(PAYMENT), 8)} BTC`)
  })

  test('SPEC §2 connected on Bitcoin only, picking an EVM network shows SwitchActiveChain; Switch leads to Connect with the EVM wallets', async () => {
    await run.page.getByTestId('network-button').click()
    await expect.poll(() => view(run.page)).toBe('Networks')
    await expect.poll(() => run.page.getByRole('dialog').getByRole('heading', { name: 'Bitcoin' }).count()).toBe(1)
    await run.page.locator('[data-network="eip155:31337"]').click()
    await expect.poll(() => view(run.page)).toBe('SwitchActiveChain')
    await run.page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click()
    await expect.poll(() => view(run.page)).toBe('Connect')
    const wallets = run.page.getByRole('dialog').getByTestId('wallet-list')
    await expect.poll(() => wallets.getByRole('button').allTextContents()).toContainEqual(expect.stringContaining('Dev Wallet (local)'))
    expect((await wallets.getByRole('button').allTextContents()).filter((name) => name.includes('Bitcoin'))).toEqual([])
    expect(await text(run.page, 'connection-bip122')).toContain(PAYMENT)
    await run.page.keyboard.press('Escape')
  })
})

describe('bip122 over WalletConnect: the demo phone wallet (SPEC §4; issue 13)', () => {
  let phonePage: Page
  test('pair through the relay: the phone approves the Bitcoin chain; switched to Bitcoin, the modal shows the phone’s payment address', async () => {
    phonePage = await run.e2e.newPage()
    await pairPhoneWallet(phonePage, { chainLabel: 'Bitcoin Regtest', namespace: 'bip122', chain: REGTEST, address: PHONE })
    await expect.poll(() => text(phonePage, 'host-balance')).toBe(`${formatUnits(await sats(PHONE), 8)} BTC`)
    await phonePage.keyboard.press('Escape')
  })

  test('sign over the relay: the phone is asked, approves, and the BIP-322 signature verifies for its address', async () => {
    expect(verifyBip322(PHONE, 'Hello from Gangway', await signOnPhone(phonePage))).toBe(true)
  })

  test('send over the relay: the phone signs the PSBT (signPsbt), the plugin broadcasts; exactly 50,000 sat arrive', async () => {
    const before = await sats(PAYMENT)
    await send(phonePage, '0.0005', PAYMENT)
    await approveOnPhone(phonePage, 'Sign a Bitcoin transaction?')
    await expect.poll(() => view(phonePage), { timeout: 20_000 }).toBe('Account')
    expect(await sats(PAYMENT)).toBe(before + 50_000n)
  })

  test('no request of any page left 127.0.0.1', () => {
    expect(run.e2e.blocked).toEqual([])
  })
})
