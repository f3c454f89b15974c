// The simulated Cosmos chain behind its CometBFT 0.38 RPC, driven by an unmodified @cosmjs/stargate 0.39
// SigningStargateClient: MsgSend signed in SIGN_MODE_DIRECT and SIGN_MODE_LEGACY_AMINO_JSON lands and moves
// exact amounts; a wrong chain id, a wrong sequence, too small a fee and insufficient funds are refused.
import { Secp256k1HdWallet } from '@cosmjs/amino'
import { makeCosmoshubPath, type OfflineSigner } from '@cosmjs/proto-signing'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { BroadcastTxError, GasPrice, SigningStargateClient, type StdFee } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_COSMOS_ACCOUNT_COUNT, DEV_COSMOS_CHAIN_ID, devCosmosKey } from '../../../../services/dev/cosmos-keys'
import { DEV_MNEMONIC } from '../../../../services/dev/keys'
import { DEV_COSMOS_BALANCE, MIN_GAS_PRICE, startLocalCosmos, type LocalCosmos } from '../../../../services/cosmos'

let cosmos: LocalCosmos
beforeAll(async () => {
  cosmos = await startLocalCosmos({ port: 0 })
})
afterAll(() => cosmos?.stop())

const hdPaths = Array.from({ length: DEV_COSMOS_ACCOUNT_COUNT }, (_, i) => makeCosmoshubPath(i))
const directWallet = () => DirectSecp256k1HdWallet.fromMnemonic(DEV_MNEMONIC, { hdPaths, prefix: 'cosmos' })
const aminoWallet = () => Secp256k1HdWallet.fromMnemonic(DEV_MNEMONIC, { hdPaths, prefix: 'cosmos' })
const connect = (signer: OfflineSigner) => SigningStargateClient.connectWithSigner(cosmos.url, signer, { gasPrice: GasPrice.fromString(MIN_GAS_PRICE), broadcastPollIntervalMs: 50 })
const ustake = (amount: bigint | number) => [{ denom: 'ustake', amount: String(amount) }]
const FEE: StdFee = { amount: ustake(5_000), gas: '200000' }
const balanceOf = async (client: SigningStargateClient, address: string) => BigInt((await client.getBalance(address, 'ustake')).amount)
const rpc = async (method: string, params: unknown = {}) => {
  const res = await fetch(cosmos.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return (await res.json()) as { result?: Record<string, unknown>; error?: { code: number; message: string; data: string } }
}

describe('simulated Cosmos chain (services/cosmos)', () => {
  it('says it is a simulated chain, and reports its chain id through CometBFT status', async () => {
    const res = await fetch(cosmos.url)
    expect(await res.text()).toContain('simulated Cosmos chain')
    expect(res.headers.get('x-gangway-chain')).toBe('simulated Cosmos chain')
    const client = await connect(await directWallet())
    expect(await client.getChainId()).toBe(DEV_COSMOS_CHAIN_ID)
    expect(await client.getHeight()).toBeGreaterThanOrEqual(1)
    client.disconnect()
  })

  it('funds the dev accounts @cosmjs derives from the dev mnemonic on the Cosmos Hub path', async () => {
    const accounts = await (await directWallet()).getAccounts()
    expect(accounts.map((a) => a.address)).toEqual(cosmos.accounts)
    expect(cosmos.accounts).toEqual(Array.from({ length: DEV_COSMOS_ACCOUNT_COUNT }, (_, i) => devCosmosKey(i).address))
    const client = await connect(await directWallet())
    for (const address of cosmos.accounts) expect(await balanceOf(client, address)).toBe(DEV_COSMOS_BALANCE)
    expect(await client.getAllBalances(cosmos.accounts[0]!)).toEqual(ustake(DEV_COSMOS_BALANCE))
    expect(await client.getAccount(cosmos.accounts[0]!)).toMatchObject({ address: cosmos.accounts[0], accountNumber: 0n, sequence: 0 })
    client.disconnect()
  })

  it('an unknown address has no account (cosmjs reads the NotFound error as null) and a zero balance', async () => {
    const client = await connect(await directWallet())
    const stranger = devCosmosKey(4).address.replace(/.{6}$/, '') // not a valid address any more
    await expect(client.getBalance(stranger, 'ustake')).rejects.toThrow(/invalid address/)
    const fresh = (await DirectSecp256k1HdWallet.generate(12, { prefix: 'cosmos' }).then((w) => w.getAccounts()))[0]!.address
    expect(await client.getAccount(fresh)).toBeNull()
    expect(await balanceOf(client, fresh)).toBe(0n)
    client.disconnect()
  })

  it('MsgSend signed in SIGN_MODE_DIRECT lands in a block; both balances change exactly', async () => {
    const client = await connect(await directWallet())
    const [from, to] = [cosmos.accounts[0]!, cosmos.accounts[1]!]
    const [before, receiverBefore] = [await balanceOf(client, from), await balanceOf(client, to)]
    const result = await client.sendTokens(from, to, ustake(123_456), FEE, 'direct')
    expect(result.code).toBe(0)
    expect(await balanceOf(client, from)).toBe(before - 123_456n - 5_000n)
    expect(await balanceOf(client, to)).toBe(receiverBefore + 123_456n)
    expect((await client.getTx(result.transactionHash))?.height).toBe(result.height)
    expect(await client.getAccount(from)).toMatchObject({ sequence: 1, pubkey: { type: 'tendermint/PubKeySecp256k1' } })
    client.disconnect()
  })

  it('MsgSend signed in SIGN_MODE_LEGACY_AMINO_JSON, fee estimated through Simulate ("auto"), lands; the fee is what the event says', async () => {
    const client = await connect(await aminoWallet())
    const [from, to] = [cosmos.accounts[2]!, cosmos.accounts[3]!]
    const [before, receiverBefore] = [await balanceOf(client, from), await balanceOf(client, to)]
    const gas = await client.simulate(from, [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: from, toAddress: to, amount: ustake(1) } }], '')
    expect(gas).toBeGreaterThan(20_000)
    const result = await client.sendTokens(from, to, ustake(777_000), 'auto', 'amino')
    expect(result.code).toBe(0)
    const fee = result.events.find((e) => e.type === 'tx' && e.attributes.some((a) => a.key === 'fee'))!.attributes.find((a) => a.key === 'fee')!.value
    expect(fee).toMatch(/^\d+ustake$/)
    expect(await balanceOf(client, from)).toBe(before - 777_000n - BigInt(fee.replace('ustake', '')))
    expect(await balanceOf(client, to)).toBe(receiverBefore + 777_000n)
    client.disconnect()
  })

  it('refuses a transaction signed for another chain id (signature verification failed), and nothing moves', async () => {
    const client = await connect(await directWallet())
    const [from, to] = [cosmos.accounts[4]!, cosmos.accounts[1]!]
    const { accountNumber, sequence } = await client.getSequence(from)
    const before = await balanceOf(client, from)
    const msg = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: from, toAddress: to, amount: ustake(1_000) } }
    const signed = await client.sign(from, [msg], FEE, '', { accountNumber: BigInt(accountNumber), sequence, chainId: 'cosmoshub-4' })
    const error = await client.broadcastTx(TxRaw.encode(signed).finish()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BroadcastTxError)
    expect(error).toMatchObject({ code: 4, codespace: 'sdk', log: `signature verification failed; please verify account number (${accountNumber}) and chain-id (${DEV_COSMOS_CHAIN_ID}): unauthorized` })
    expect(await balanceOf(client, from)).toBe(before)
    expect((await client.getSequence(from)).sequence).toBe(sequence)
    client.disconnect()
  })

  it('refuses a wrong sequence (a replay or a skipped nonce) with the SDK error 32', async () => {
    const client = await connect(await directWallet())
    const [from, to] = [cosmos.accounts[4]!, cosmos.accounts[1]!]
    const { accountNumber, sequence } = await client.getSequence(from)
    const msg = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: from, toAddress: to, amount: ustake(1_000) } }
    const ahead = await client.sign(from, [msg], FEE, '', { accountNumber: BigInt(accountNumber), sequence: sequence + 1, chainId: DEV_COSMOS_CHAIN_ID })
    await expect(client.broadcastTx(TxRaw.encode(ahead).finish())).rejects.toMatchObject({ code: 32, log: `account sequence mismatch, expected ${sequence}, got ${sequence + 1}: incorrect account sequence` })
    // a transaction sent once is not accepted twice
    const once = TxRaw.encode(await client.sign(from, [msg], FEE, '', { accountNumber: BigInt(accountNumber), sequence, chainId: DEV_COSMOS_CHAIN_ID })).finish()
    expect((await client.broadcastTx(once, 10_000, 50)).code).toBe(0)
    await expect(client.broadcastTx(once)).rejects.toMatchObject({ code: 19 })
    client.disconnect()
  })

  it('refuses a fee below the minimum gas price at CheckTx', async () => {
    const client = await connect(await directWallet())
    const [from, to] = [cosmos.accounts[3]!, cosmos.accounts[0]!]
    await expect(client.sendTokens(from, to, ustake(10), { amount: ustake(4_999), gas: '200000' })).rejects.toMatchObject({ code: 13, log: 'insufficient fees; got: 4999ustake required: 5000ustake: insufficient fee' })
    client.disconnect()
  })

  it('a send above the balance is included but fails with insufficient funds: only the fee is paid, the receiver gets nothing', async () => {
    const client = await connect(await directWallet())
    const [from, to] = [cosmos.accounts[1]!, cosmos.accounts[2]!]
    const [before, receiverBefore] = [await balanceOf(client, from), await balanceOf(client, to)]
    const result = await client.sendTokens(from, to, ustake(before + 1n), FEE)
    expect(result.code).toBe(5)
    expect(result.rawLog).toBe(`failed to execute message; message index: 0: spendable balance ${before - 5_000n}ustake is smaller than ${before + 1n}ustake: insufficient funds`)
    expect(await balanceOf(client, from)).toBe(before - 5_000n)
    expect(await balanceOf(client, to)).toBe(receiverBefore)
    client.disconnect()
  })

  it('bad requests get JSON-RPC errors, never a crash', async () => {
    expect((await rpc('no_such_method')).error?.code).toBe(-32601)
    expect((await rpc('abci_query', { path: '/cosmos.bank.v1beta1.Query/Balance', data: 'zz' })).error?.code).toBe(-32602)
    expect((await rpc('abci_query', { path: '/nowhere', data: '' })).result).toMatchObject({ response: { code: 6 } })
    expect((await rpc('broadcast_tx_sync', { tx: 'AAAA' })).result).toMatchObject({ code: 2 })
    expect((await rpc('tx', { hash: '00'.repeat(32) })).error?.data).toMatch(/not found/)
    const bad = await fetch(cosmos.url, { method: 'POST', body: '{oops' })
    expect(((await bad.json()) as { error: { code: number } }).error.code).toBe(-32700)
  })
})
