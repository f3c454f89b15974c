// Cosmos on the demo page (issue 13): the dev Keplr-style wallet (window.keplr) connects through the modal,
// shows its balance from the simulated Cosmos chain's bank module, signs ADR-36 (verified here in node),
// sends STAKE with a signed MsgSend (both balances checked on the chain to the ustake, the fee read from the
// transaction), survives a reload; the phone wallet pairs over WalletConnect for cosmos, signs and sends.
// One stack with the simulated Cosmos chain for the file.
import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatBalance, formatUnits, truncateAddress } from '../../kernel/format'
import { devCosmosKey } from '../../services/dev/cosmos-keys'
import { pickWallet, startE2E, type E2E } from './harness'
import { approveOnPhone, pairPhoneWallet, sendNative, signOnPhone } from './more-chains-steps'

const ALICE = devCosmosKey(0).address
const FRIEND = devCosmosKey(2).address
const PHONE = devCosmosKey(1).address
const CHAIN = 'cosmos:gangway-local-1'

let e2e: E2E
let page: Page
let reader: StargateClient
beforeAll(async () => {
  e2e = await startE2E({ chains: { cosmos: true } })
  reader = await StargateClient.connect(e2e.stack.urls.cosmos!)
  page = await e2e.newPage()
})
afterAll(async () => {
  reader?.disconnect()
  await e2e?.close()
})

const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent()
const view = (p: Page) => p.getByRole('dialog').getAttribute('data-view')
const ustake = async (address: string) => BigInt((await reader.getBalance(address, 'ustake')).amount)
/** The fee of the newest bank send from `sender`, from the transaction itself. */
async function lastFeeOf(sender: string): Promise<bigint> {
  const [tx] = (await reader.searchTx(`message.sender='${sender}'`)).slice(-1)
  return BigInt(decodeTxRaw(tx!.tx).authInfo.fee!.amount[0]!.amount)
}
/** ADR-36: the signature is over the amino document signing `message` for `signer`. */
async function verifyAdr36(signer: string, publicKey: Uint8Array, message: string, signature: string): Promise<boolean> {
  const doc = { chain_id: '', account_number: '0', sequence: '0', fee: { gas: '0', amount: [] }, memo: '', msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }] }
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature)), sha256(serializeSignDoc(doc)), publicKey)
}

describe('the dev Keplr-style wallet through the modal (issue 13)', () => {
  test('connect: the bech32 account, its STAKE balance from the bank module', async () => {
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'Dev Keplr Wallet (local)')
    await expect.poll(() => text(page, 'host-address')).toBe(ALICE)
    expect(await text(page, 'host-network')).toBe(CHAIN)
    await expect.poll(() => text(page, 'button-balance')).toBe(`${formatBalance(formatUnits(await ustake(ALICE), 6))} STAKE`)
    expect(await text(page, 'button-address')).toBe(truncateAddress(ALICE))
    await page.getByTestId('connect-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).waitFor()
    await e2e.screenshot(page, 'account-cosmos-light')
    await page.keyboard.press('Escape')
  })

  test('sign a message: ADR-36 (signArbitrary), verified over the amino document for the key', async () => {
    await page.getByTestId('sign-button').click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 }))!.split(' ')[0]!
    expect(await verifyAdr36(ALICE, devCosmosKey(0).publicKey, 'Hello from Gangway', signature)).toBe(true)
    expect(await verifyAdr36(ALICE, devCosmosKey(0).publicKey, 'Hello from Gangway?', signature)).toBe(false)
    // the demo page checks it too, with the account's public key
    expect(await text(page, 'signature-valid')).toBe('valid')
  })

  test('send 12.5 STAKE with a signed MsgSend: exactly 12,500,000 ustake arrive; the sender pays them and the fee in the transaction', async () => {
    const [before, friendBefore] = [await ustake(ALICE), await ustake(FRIEND)]
    await sendNative(page, '12.5', FRIEND)
    await expect.poll(() => view(page), { timeout: 20_000 }).toBe('Account')
    await expect.poll(() => ustake(FRIEND)).toBe(friendBefore + 12_500_000n)
    const fee = await lastFeeOf(ALICE)
    expect(await ustake(ALICE)).toBe(before - 12_500_000n - fee)
    await expect.poll(() => text(page, 'host-balance')).toBe(`${formatUnits(before - 12_500_000n - fee, 6)} STAKE`)
    await page.keyboard.press('Escape')
  })

  test('a receiver of another chain (another bech32 prefix) is an invalid address in Send', async () => {
    await page.getByTestId('connect-button').click()
    await expect.poll(() => view(page)).toBe('Account')
    await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog').locator('#send-amount').fill('1')
    await page.getByRole('dialog').locator('#send-to').fill('osmo1qnk2n4nlkpw9xfqntladh74w6ujtulwn6dwq8z')
    await page.getByRole('dialog').getByRole('button', { name: 'Review send' }).click()
    expect(await page.getByRole('dialog').getByTestId('send-error').textContent({ timeout: 5000 })).toBe('Invalid Address')
    await page.keyboard.press('Escape')
  })

  test('SPEC §5: with no token picked, Send shows the native currency it will send, named once (STAKE, not STAKE / STAKE), marked in the list', async () => {
    const dialog = page.getByRole('dialog')
    await page.getByTestId('connect-button').click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => view(page)).toBe('WalletSend')
    expect(await dialog.getByTestId('send-token').innerText()).toBe('STAKE')
    await dialog.getByRole('button', { name: /Token/ }).first().click()
    await expect.poll(() => view(page)).toBe('WalletSendSelectToken')
    expect(await dialog.locator('[data-token="STAKE"]').getAttribute('aria-current')).toBe('true')
    await page.keyboard.press('Escape')
  })

  test('SPEC §4 Startup: after a reload the Cosmos connection is restored', async () => {
    await page.reload()
    await expect.poll(() => text(page, 'host-status')).toBe('connected')
    expect(await text(page, 'host-address')).toBe(ALICE)
    expect(await text(page, 'host-network')).toBe(CHAIN)
  })
})

describe('cosmos over WalletConnect: the demo phone wallet (issue 13)', () => {
  let phonePage: Page
  test('pair through the relay: the phone approves the Cosmos chain; switched to it, the modal shows the phone’s account', async () => {
    phonePage = await e2e.newPage()
    await pairPhoneWallet(phonePage, { chainLabel: 'Cosmos Local', namespace: 'cosmos', chain: CHAIN, address: PHONE })
    await phonePage.keyboard.press('Escape')
  })

  test('sign over the relay (cosmos_signAmino with the ADR-36 document): the phone approves; the signature verifies', async () => {
    expect(await verifyAdr36(PHONE, devCosmosKey(1).publicKey, 'Hello from Gangway', await signOnPhone(phonePage))).toBe(true)
  })

  test('send over the relay (cosmos_signDirect): the phone signs; exactly 0.75 STAKE arrive', async () => {
    const before = await ustake(FRIEND)
    await sendNative(phonePage, '0.75', FRIEND)
    await approveOnPhone(phonePage, 'Sign a Cosmos transaction?')
    await expect.poll(() => view(phonePage), { timeout: 20_000 }).toBe('Account')
    await expect.poll(() => ustake(FRIEND)).toBe(before + 750_000n)
  })

  test('no request of any page left 127.0.0.1', () => {
    expect(e2e.blocked).toEqual([])
  })
})
