// The demo page with the optional chains on: the dev Bitcoin (Wallet Standard), Polkadot (injectedWeb3) and
// Keplr-style Cosmos wallets install themselves as their browser wallets would, their panels show balances
// read from the local chains, and what they sign in Chromium verifies in node. A send from each is checked on
// its ledger to the satoshi. Connect shows each dev wallet's whole name beside its badge. One stack with
// all three chains (chopsticks takes seconds to start).
import { serializeSignDoc, type StdSignature } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { signatureVerify } from '@polkadot/util-crypto'
import { networks, Psbt } from 'bitcoinjs-lib'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devBitcoinKey } from '../../services/dev/bitcoin-keys'
import type { DevKeplr } from '../../demo/dev-wallet/cosmos'
import { devCosmosKey } from '../../services/dev/cosmos-keys'
import type { InjectedExtension } from '../../demo/dev-wallet/polkadot'
import { DEV_POLKADOT_ADDRESSES } from '../../services/dev/polkadot-accounts'
import { verifyBip322 } from '../../services/bitcoin/bip322'
import { settled, startE2E, walletListComplete, type E2E } from './harness'

let e2e: E2E
let page: Page
beforeAll(async () => {
  e2e = await startE2E({ chains: { bitcoin: true, cosmos: true, polkadot: true } })
  page = await e2e.newPage()
})
afterAll(() => e2e?.close())

const balanceText = (id: string) => page.locator(`[data-testid=${id}-dev-wallet-balance]`)
/** What the wallets put on window, as a dapp reads it. */
type Injected = Window & { injectedWeb3?: Record<string, InjectedExtension>; keplr?: DevKeplr; btc_providers?: Array<{ id: string }> }

describe('dev wallets of the optional chains on the demo page', () => {
  test('each panel says it is a dev wallet and shows its funded balance from its chain', async () => {
    await expect.poll(() => balanceText('bitcoin').textContent(), { timeout: 15_000 }).toBe('1.5 BTC (ordinals 1.5 BTC)')
    await expect.poll(() => balanceText('polkadot').textContent(), { timeout: 15_000 }).toBe('1000 ROC')
    await expect.poll(() => balanceText('cosmos').textContent(), { timeout: 15_000 }).toBe('1000 STAKE')
    for (const id of ['bitcoin', 'polkadot', 'cosmos']) expect(await page.locator(`[data-testid=${id}-dev-wallet] h2`).textContent()).toMatch(/^Dev .* wallet/)
    expect(await page.evaluate(() => [Object.keys((window as Injected).injectedWeb3 ?? {}), typeof (window as Injected).keplr, (window as Injected).btc_providers?.map((p) => p.id)])).toEqual([
      ['gangway-dev'],
      'object',
      ['GangwayDevBitcoinProvider'],
    ])
    await e2e.screenshot(page, 'dev-wallets-more-chains')
  })

  test('the Bitcoin wallet signs a BIP-322 message in the page that the ledger-side verifier accepts', async () => {
    const { address, signature } = await page.evaluate(async () => {
      const { features } = window.__bitcoinDevWallet!.wallet
      const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
      const [signed] = await features['bitcoin:signMessage'].signMessage({ account: accounts[0]!, message: new TextEncoder().encode('Sign in to Gangway') })
      return { address: accounts[0]!.address, signature: Array.from(signed!.signature) }
    })
    expect(address).toBe(devBitcoinKey(0).address)
    expect(verifyBip322(address, 'Sign in to Gangway', Uint8Array.from(signature))).toBe(true)
    expect(verifyBip322(address, 'Sign in to Gangway?', Uint8Array.from(signature))).toBe(false)
  })

  test('the Polkadot wallet signs raw bytes in the page; the sr25519 signature verifies for //Alice', async () => {
    const { address, signature } = await page.evaluate(async () => {
      const injected = await (window as Injected).injectedWeb3!['gangway-dev']!.enable('Gangway demo')
      const [account] = await injected.accounts.get()
      const { signature } = await injected.signer.signRaw({ address: account!.address, data: 'Sign in to Gangway', type: 'bytes' })
      return { address: account!.address, signature }
    })
    expect(address).toBe(DEV_POLKADOT_ADDRESSES[0])
    expect(signatureVerify('Sign in to Gangway', signature, address).isValid).toBe(true)
  })

  test('the Keplr-style wallet signs ADR-36 in the page; the signature verifies against the sign doc', async () => {
    const signature = await page.evaluate(async () => {
      const keplr = (window as Injected).keplr!
      await keplr.enable('gangway-local-1')
      const { bech32Address } = await keplr.getKey('gangway-local-1')
      return keplr.signArbitrary('gangway-local-1', bech32Address, 'Sign in to Gangway')
    })
    const signer = devCosmosKey(0).address
    const doc = { chain_id: '', account_number: '0', sequence: '0', fee: { gas: '0', amount: [] }, memo: '', msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode('Sign in to Gangway')) } }] }
    expect(Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64((signature as StdSignature).signature)), sha256(serializeSignDoc(doc)), devCosmosKey(0).publicKey)).toBe(true)
  })

  test('the Bitcoin wallet signs and sends a PSBT the app built; the ledger and the panel show the exact new balance', async () => {
    const esplora = e2e.stack.urls.bitcoin!
    const from = devBitcoinKey(0)
    const to = devBitcoinKey(1).address
    const [coin] = (await (await fetch(`${esplora}/address/${from.address}/utxo`)).json()) as Array<{ txid: string; vout: number; value: number }>
    // the app's side: a PSBT from bitcoinjs-lib, as the bip122 plugin will build it
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({ hash: coin!.txid, index: coin!.vout, witnessUtxo: { script: from.output, value: BigInt(coin!.value) } })
    psbt.addOutput({ address: to, value: 100_000n })
    psbt.addOutput({ address: from.address, value: BigInt(coin!.value) - 100_000n - 200n })
    const txId = await page.evaluate(async (bytes) => {
      const { features } = window.__bitcoinDevWallet!.wallet
      const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
      const [sent] = await features['bitcoin:signAndSendTransaction'].signAndSendTransaction({ psbt: Uint8Array.from(bytes), inputsToSign: [{ account: accounts[0]!, signingIndexes: [0] }] })
      return sent!.txId
    }, Array.from(psbt.toBuffer()))
    expect((await (await fetch(`${esplora}/tx/${txId}/status`)).json()) as unknown).toMatchObject({ confirmed: true })
    const { chain_stats: s } = (await (await fetch(`${esplora}/address/${from.address}`)).json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
    expect(s.funded_txo_sum - s.spent_txo_sum).toBe(150_000_000 - 100_000 - 200)
    await expect.poll(() => balanceText('bitcoin').textContent(), { timeout: 10_000 }).toBe('1.498998 BTC (ordinals 1.5 BTC)')
  })
})

describe("the dev wallets' names on Connect", () => {
  test('WCAG 1.4.10 in the 360 px dialog and at 320 px wide, left to right and right to left (?locale=ar): every wallet row shows its whole name beside its Installed badge (on two lines where one is too short), nothing cut', async () => {
    const devWallets = ['Dev Wallet (local)', 'Dev Solana Wallet (local)', 'Dev Bitcoin Wallet (local)', 'Dev Polkadot Wallet (local)', 'Dev Keplr Wallet (local)']
    for (const width of [1280, 320]) {
      for (const search of ['', '?locale=ar']) {
        const at = `${width} px${search}`
        const opened = await e2e.newPage({ url: `${e2e.stack.urls.demo}${search}`, context: { viewport: { width, height: 800 } } })
        await opened.getByTestId('connect-button').click()
        await walletListComplete(opened)
        const rows = opened.getByRole('dialog').getByTestId('wallet-list').locator('button.row[data-wallet-id]')
        await expect.poll(() => rows.locator('.name').allTextContents(), { timeout: 15_000 }).toEqual(expect.arrayContaining(devWallets))
        await settled(opened)
        const names = await rows.evaluateAll((buttons) =>
          buttons.map((row) => {
            const name = row.querySelector('.name')!
            // the box that clips the name, and where its text is drawn
            const [box, drawn] = [name.getBoundingClientRect(), document.createRange()]
            drawn.selectNodeContents(name)
            const text = drawn.getBoundingClientRect()
            return {
              name: name.textContent,
              cut: name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight,
              outside: text.left < box.left - 0.5 || text.right > box.right + 0.5 || text.bottom > box.bottom + 0.5,
            }
          }),
        )
        expect(names.filter((n) => devWallets.includes(n.name!)).length, at).toBe(devWallets.length)
        for (const n of names) expect(n, `${at}: ${n.name}`).toMatchObject({ cut: false, outside: false })
        await e2e.screenshot(opened, `connect-dev-wallet-names-${width}${search ? '-ar' : ''}`, { fullPage: false })
        await opened.close()
      }
    }
  })
})
