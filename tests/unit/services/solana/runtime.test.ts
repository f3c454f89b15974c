// The local Solana runtime behind JSON-RPC, driven by an unmodified @solana/web3.js Connection
// (confirmations through signatureSubscribe) and by raw requests a broken client might send.
import { getAccount, getAssociatedTokenAddressSync, getOrCreateAssociatedTokenAccount, transfer } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSolanaKey, DEV_SOLANA_ACCOUNT_COUNT } from '../../../../services/dev/keys'
import { startLocalSolana, type LocalSolana } from '../../../../services/solana'
import { DEV_SOL_BALANCE, DEV_TOKEN_BALANCE } from '../../../../services/solana/seed'

let solana: LocalSolana
let connection: Connection
beforeAll(async () => {
  solana = await startLocalSolana({ port: 0 })
  connection = new Connection(solana.url, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
})
afterAll(() => solana?.stop())

const alice = Keypair.fromSecretKey(devSolanaKey(0).secretKey)
const post = async (body: string, init: RequestInit = {}) => {
  const res = await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, ...init })
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => undefined)) as { result?: unknown; error?: { code: number; message: string } } & unknown[] }
}
const call = (method: string, params: unknown[] = []) => post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })).then((r) => r.body)

describe('local Solana runtime (services/solana)', () => {
  it('funds every dev account with SOL and the demo token, and reports its genesis hash', async () => {
    expect(solana.accounts).toEqual(Array.from({ length: DEV_SOLANA_ACCOUNT_COUNT }, (_, i) => devSolanaKey(i).address))
    expect(await connection.getBalance(new PublicKey(solana.accounts[3]!))).toBe(DEV_SOL_BALANCE)
    expect(await connection.getGenesisHash()).toBe(solana.genesisHash)
    const ata = getAssociatedTokenAddressSync(new PublicKey(solana.token.mint), new PublicKey(solana.accounts[4]!))
    const balance = await connection.getTokenAccountBalance(ata)
    expect(balance.value).toMatchObject({ amount: String(DEV_TOKEN_BALANCE * 10n ** 6n), decimals: 6 })
    const owned = await connection.getTokenAccountsByOwner(new PublicKey(solana.accounts[4]!), { mint: new PublicKey(solana.token.mint) })
    expect(owned.value.map((a) => a.pubkey.toBase58())).toEqual([ata.toBase58()])
  })

  it('a SOL transfer is sent and confirmed by web3.js; the history lists it with its balances', async () => {
    const to = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: to, lamports: 2 * LAMPORTS_PER_SOL })), [alice])
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL)
    const [latest] = await connection.getSignaturesForAddress(to)
    expect(latest).toMatchObject({ signature, err: null })
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(tx?.meta).toMatchObject({ err: null, fee: 5000, postBalances: expect.arrayContaining([2 * LAMPORTS_PER_SOL]) })
  })

  it('two identical transfers in a row both land (each transaction gets a fresh blockhash)', async () => {
    const to = Keypair.generate().publicKey
    const send = () => sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL })), [alice])
    const [a, b] = [await send(), await send()]
    expect(a).not.toBe(b)
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('an SPL token transfer through @solana/spl-token moves the demo token', async () => {
    const bob = Keypair.generate()
    const mint = new PublicKey(solana.token.mint)
    const to = await getOrCreateAssociatedTokenAccount(connection, alice, mint, bob.publicKey)
    await transfer(connection, alice, getAssociatedTokenAddressSync(mint, alice.publicKey), to.address, alice, 1_500_000n)
    expect((await getAccount(connection, to.address)).amount).toBe(1_500_000n)
  })

  it('a transaction that fails preflight is refused with its logs and costs nothing', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({ signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL), ...(await connection.getLatestBlockhash()) })
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: alice.publicKey, lamports: 5 * LAMPORTS_PER_SOL }))
    await expect(sendAndConfirmTransaction(connection, tx, [poor])).rejects.toThrow(/Transaction simulation failed/)
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('an expired or unknown blockhash is refused', async () => {
    const tx = new Transaction({ feePayer: alice.publicKey, blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 1 })
    tx.add(SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: alice.publicKey, lamports: 1 }))
    tx.sign(alice)
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(/Blockhash not found/)
  })

  it('bad requests get JSON-RPC errors, never a crash: parse error, unknown method, bad params, batches', async () => {
    expect((await post('{not json')).body.error?.code).toBe(-32700)
    expect((await call('getNothing')).error?.code).toBe(-32601)
    expect((await call('getBalance', ['not-an-address'])).error).toMatchObject({ code: -32602, message: expect.stringContaining('invalid address') })
    expect((await call('getBalance', 'oops' as never)).error?.code).toBe(-32602)
    expect((await call('sendTransaction', ['@@@'])).error?.code).toBe(-32602)
    expect((await post('{"jsonrpc":"2.0","id":1}')).body.error?.code).toBe(-32600)
    expect((await post('x'.repeat(1_100_000))).status).toBe(413)
    const batch = await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'getSlot' }, { jsonrpc: '2.0', id: 2, method: 'nope' }]))
    expect((batch.body as Array<{ id: number }>).map((r) => r.id)).toEqual([1, 2])
    expect((await call('getSlot')).result).toEqual(expect.any(Number))
  })

  it('answers CORS preflight, so a page on another port can call it', async () => {
    const res = await fetch(solana.url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' } })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})
