import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSolanaKey } from '../../../../services/dev/keys'
import { startApi, type ApiServer } from '../../../../services/api/server'
import { startLocalSolana, type LocalSolana } from '../../../../services/solana'
import { freePort } from '../../../../services/stack/ports'
import { SDK } from './api'

let solana: LocalSolana
let api: ApiServer
let chain: string
beforeAll(async () => {
  solana = await startLocalSolana({ port: await freePort() })
  chain = `solana:${solana.genesisHash.slice(0, 32)}`
  api = await startApi({
    port: 0,
    log: () => {},
    chains: [
      {
        caipNetworkId: chain,
        name: 'Solana Local',
        rpcUrl: solana.url,
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        tokens: [{ address: solana.token.mint, name: solana.token.name, symbol: solana.token.symbol, decimals: solana.token.decimals }],
      },
    ],
  })
})
afterAll(async () => {
  await api?.stop()
  await solana?.stop()
})

const get = async <T,>(path: string): Promise<T> => {
  const res = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`)
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
  return (await res.json()) as T
}
interface Balance {
  symbol: string
  address?: string
  quantity: { decimals: string; numeric: string }
  value: number
}
interface Tx {
  metadata: { hash: string; operationType: string; status: string; sentFrom: string; sentTo: string; chain: string }
  transfers: Array<{ direction: string; quantity: { numeric: string }; fungible_info: { symbol: string } }>
}
const key = (i: number) => Keypair.fromSecretKey(devSolanaKey(i).secretKey)
/** Sends, then waits for the services to have indexed the slot it landed in. */
async function send(signer: Keypair, ...instructions: TransactionInstruction[]): Promise<string> {
  const connection = new Connection(solana.url, 'confirmed')
  const tx = new Transaction({ feePayer: signer.publicKey, ...(await connection.getLatestBlockhash()) }).add(...instructions)
  tx.sign(signer)
  const signature = await connection.sendRawTransaction(tx.serialize())
  // The local runtime runs a transaction before it answers: its status is already there.
  const { value: [status] } = await connection.getSignatureStatuses([signature])
  if (!status) throw new Error(`${signature} did not land`)
  await api.waitForIndexed(chain, status.slot)
  return signature
}
/** The transaction as the history lists it (`send` waited for it to be indexed). */
const indexed = async (account: string, signature: string): Promise<Tx> => {
  const found = (await get<{ data: Tx[] }>(`/v1/account/${account}/history?chainId=${chain}&limit=100`)).data.find((t) => t.metadata.hash === signature)
  if (!found) throw new Error(`${signature} is not in the history of ${account}`)
  return found
}

describe('SPEC §7 the Blockchain API on the local Solana runtime', () => {
  it('SPEC §3 token balance: SOL and the demo SPL token, exact, with the token list naming the mint', async () => {
    const { balances } = await get<{ balances: Balance[] }>(`/v1/account/${solana.accounts[2]}/balance?chainId=${chain}`)
    expect(balances.map((b) => [b.symbol, b.quantity.decimals, b.quantity.numeric])).toEqual([
      ['SOL', '9', '100'],
      ['GANG', '6', '1000000'],
    ])
    expect(balances[1]!.address).toBe(`${chain}:${solana.token.mint}`)
  })

  it('SPEC §3 a SOL transfer is indexed: send for the sender, receive for the receiver, exact quantity', async () => {
    const signature = await send(key(2), SystemProgram.transfer({ fromPubkey: key(2).publicKey, toPubkey: key(3).publicKey, lamports: 1_500_000_001 }))
    const sent = await indexed(solana.accounts[2]!, signature)
    expect(sent.metadata).toMatchObject({ operationType: 'send', status: 'confirmed', chain, sentFrom: solana.accounts[2], sentTo: solana.accounts[3] })
    expect(sent.transfers).toEqual([expect.objectContaining({ direction: 'out', quantity: { numeric: '1.500000001' }, fungible_info: expect.objectContaining({ symbol: 'SOL' }) })])
    expect((await indexed(solana.accounts[3]!, signature)).metadata.operationType).toBe('receive')
  })

  it('SPEC §3 an SPL transfer is indexed between the owners, not the token accounts', async () => {
    const mintKey = new PublicKey(solana.token.mint)
    const from = getAssociatedTokenAddressSync(mintKey, key(2).publicKey)
    const to = getAssociatedTokenAddressSync(mintKey, key(3).publicKey)
    const signature = await send(key(2), createTransferCheckedInstruction(from, mintKey, to, key(2).publicKey, 2_500_000n, 6))
    const received = await indexed(solana.accounts[3]!, signature)
    expect(received.metadata).toMatchObject({ operationType: 'receive', sentFrom: solana.accounts[2], sentTo: solana.accounts[3] })
    expect(received.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '2.5' }, fungible_info: expect.objectContaining({ symbol: 'GANG' }) })])
  })

  it('SPEC §7 a Solana address is checked as one: an EVM address is not a Solana account', async () => {
    const res = await fetch(`${api.url}/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?${SDK}&chainId=${chain}`)
    expect(res.status).toBe(400)
  })
})
