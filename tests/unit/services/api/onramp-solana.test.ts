import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSolanaKey } from '../../../../services/dev/keys'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { startLocalSolana, type LocalSolana } from '../../../../services/solana'
import { fundSolanaTreasury, localOnramp, solanaTreasuryKey } from '../../../../services/stack/onramp'
import { freePort } from '../../../../services/stack/ports'
import { SDK } from './api'

// The test on-ramp selling SOL on the local Solana runtime, as the stack sets it up.
let solana: LocalSolana
let api: ApiServer
beforeAll(async () => {
  solana = await startLocalSolana({ port: await freePort() })
  await fundSolanaTreasury(solana.url)
  const chain = { caipNetworkId: `solana:${solana.genesisHash.slice(0, 32)}`, name: 'Solana Local' }
  api = await startApi({
    port: 0,
    log: () => {},
    chains: [{ ...chain, rpcUrl: solana.url, nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } }],
    onramp: localOnramp([], chain),
  })
})
afterAll(async () => {
  await api?.stop()
  await solana?.stop()
})

const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
  const res = await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await res.json()) as { result: T }).result
}
const lamports = async (address: string) => BigInt((await rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value)
const pay = async (url: string) => (await fetch(`${url}/pay`, { method: 'POST', headers: { accept: 'application/json' } })).json() as Promise<{ status: string; txHash: string; purchaseAmount: string }>

describe('The test on-ramp on the local Solana runtime', () => {
  it('SPEC §7 a SOL purchase through /v1/generators/onrampurl lands exactly on the Solana address', async () => {
    const to = devSolanaKey(1).address
    const res = await fetch(`${api.url}/v1/generators/onrampurl?${SDK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerUserId: 'test-project', destinationWallets: [{ address: to, blockchains: ['solana-local'], assets: ['SOL'] }], presetFiatAmount: 50 }),
    })
    expect(res.status).toBe(200)
    const { url } = (await res.json()) as { url: string }
    const [before, treasuryBefore] = await Promise.all([lamports(to), lamports(solanaTreasuryKey().address)])
    const paid = await pay(url)
    expect(paid.status).toBe('paid')
    const units = parseUnits(paid.purchaseAmount, 9)
    // 50 USD less 2% and a one-cent network fee, at 142.30 USD per SOL.
    expect(Number(paid.purchaseAmount)).toBeCloseTo(48.99 / 142.3, 8)
    expect((await lamports(to)) - before).toBe(units)
    expect(treasuryBefore - (await lamports(solanaTreasuryKey().address))).toBe(units + 5000n)
    expect((await fetch(`${url}/pay`, { method: 'POST', headers: { accept: 'application/json' } })).status).toBe(409)
    // SPEC §7 history with onramp=coinbase: the purchase, once its slot is indexed.
    const { slot } = await rpc<{ slot: number }>('getTransaction', [paid.txHash, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }])
    await api.waitForIndexed(`solana:${solana.genesisHash.slice(0, 32)}`, slot)
    const history = async (onramp: string) => ((await (await fetch(`${api.url}/v1/account/${to}/history?onramp=${onramp}&${SDK}`)).json()) as { data: Array<{ metadata: { hash: string } }> }).data
    expect((await history('coinbase')).map((t) => t.metadata.hash)).toEqual([paid.txHash])
    expect(await history('meld')).toEqual([])
  })

  it('SPEC §4 Meld URL with destinationCurrencyCode SOL and a Solana walletAddress delivers SOL on the local runtime', async () => {
    const to = devSolanaKey(2).address
    const res = await fetch(`${api.url}/onramp/dev/meld?publicKey=k&destinationCurrencyCode=SOL&walletAddress=${to}&externalCustomerId=test-project&sourceAmount=20`, { redirect: 'manual' })
    expect(res.status).toBe(303)
    const url = new URL(res.headers.get('location')!, api.url).toString()
    expect(await (await fetch(url)).text()).toContain('Solana Local')
    const before = await lamports(to)
    const paid = await pay(url)
    expect((await lamports(to)) - before).toBe(parseUnits(paid.purchaseAmount, 9))
  })
})
