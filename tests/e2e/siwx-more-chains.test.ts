// Sign-in required on the demo page with the dev Bitcoin, Polkadot and Keplr-style wallets (SPEC §1 five
// namespaces, §4 SIWX): each signs the CAIP-122 message, the services verify it (BIP-322, sr25519, ADR-36)
// and the page ends signed in, with no dead end; disconnecting revokes the session. One stack with the
// three optional chains (chopsticks takes seconds to start).
import type { Request, Response } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { devBitcoinKey } from '../../services/dev/bitcoin-keys'
import { devCosmosKey } from '../../services/dev/cosmos-keys'
import { DEV_POLKADOT_ADDRESSES } from '../../services/dev/polkadot-accounts'
import { e2eForFile } from './fixtures'

const run = e2eForFile({ freshData: true, stack: { chains: { bitcoin: true, cosmos: true, polkadot: true } }, url: (e2e) => `${e2e.stack.urls.demo}?signin=required` })

const dialog = () => run.page.getByRole('dialog')
const view = () => dialog().getAttribute('data-view', { timeout: 10_000 })
const signedInAs = () => run.page.getByTestId('signed-in-as').textContent()

const chains = [
  { family: 'Bitcoin', wallet: 'Dev Bitcoin Wallet (local)', address: () => devBitcoinKey(0).address, chainId: () => run.e2e.stack.bitcoin!.caip2 },
  { family: 'Polkadot', wallet: 'Dev Polkadot Wallet (local)', address: () => DEV_POLKADOT_ADDRESSES[0]!, chainId: () => `polkadot:${run.e2e.stack.polkadot!.genesisHash.slice(2, 34)}` },
  { family: 'Cosmos', wallet: 'Dev Keplr Wallet (local)', address: () => devCosmosKey(0).address, chainId: () => `cosmos:${run.e2e.stack.cosmos!.chainId}` },
]

describe.each(chains)('SPEC §4 sign-in required with the $wallet', { timeout: 60_000 }, (c) => {
  test(`SPEC §1 §4 the wallet signs the ${c.family} CAIP-122 message; the server verifies it; the page ends signed in`, async () => {
    await run.page.getByTestId('connect-button').click()
    await dialog().getByText(c.wallet).click()
    await expect.poll(view, { timeout: 20_000 }).toBe('SIWXSignMessage')
    const posted = run.page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions')
    const answered = run.page.waitForResponse((r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/sessions')
    await dialog().getByTestId('siwx-sign').click()
    const { message } = (await posted).postDataJSON() as { message: string }
    expect(message).toMatch(new RegExp(`^127\\.0\\.0\\.1:\\d+ wants you to sign in with your ${c.family} account:\\n${c.address()}\\n\\n.+\\n\\nURI: .+\\nVersion: 1\\nChain ID: ${c.chainId().split(':')[1]}\\nNonce: `))
    const res = await answered
    expect(res.status(), await res.text()).toBe(200)
    await expect.poll(() => dialog().count()).toBe(0)
    await expect.poll(signedInAs).toBe(`Signed in as ${c.address()} on ${c.chainId()}`)
  })

  test('SPEC §4 disconnecting revokes the session on the server', async () => {
    await run.page.getByTestId('connect-button').click()
    await expect.poll(view).toBe('Account')
    const revoked = run.page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/sessions/${c.address()}/revoke`)
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    expect(await (await revoked).json()).toEqual({ revoked: 1 })
    await expect.poll(() => run.page.getByTestId('host-status').textContent()).toBe('disconnected')
    await expect.poll(signedInAs).toBe('Not signed in')
  })
})
