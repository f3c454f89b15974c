// The dev Keplr-style wallet against the simulated Cosmos chain: its offline signers drive an unmodified
// SigningStargateClient (direct and amino), its ADR-36 signatures verify independently.
import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { GasPrice, SigningStargateClient, type StdFee } from '@cosmjs/stargate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCosmosDevWallet, type CosmosDevWallet } from '../../../../demo/dev-wallet/cosmos'
import { DEV_COSMOS_CHAIN_ID, devCosmosKey } from '../../../../services/dev/cosmos-keys'
import { MIN_GAS_PRICE, startLocalCosmos, type LocalCosmos } from '../../../../services/cosmos'

let cosmos: LocalCosmos
beforeAll(async () => {
  cosmos = await startLocalCosmos({ port: 0 })
})
afterAll(() => cosmos?.stop())

const chainId = DEV_COSMOS_CHAIN_ID
const fresh = async (): Promise<CosmosDevWallet> => {
  const wallet = createCosmosDevWallet({ chains: [{ chainId, chainName: 'Gangway Local', rpc: cosmos.url, bech32Prefix: 'cosmos' }] })
  await wallet.ready()
  return wallet
}
const ustake = (amount: bigint | number) => [{ denom: 'ustake', amount: String(amount) }]
const FEE: StdFee = { amount: ustake(5_000), gas: '200000' }
const connect = (signer: Parameters<typeof SigningStargateClient.connectWithSigner>[1]) =>
  SigningStargateClient.connectWithSigner(cosmos.url, signer, { gasPrice: GasPrice.fromString(MIN_GAS_PRICE), broadcastPollIntervalMs: 50 })

describe('dev Keplr-style wallet (window.keplr) on the simulated Cosmos chain', () => {
  it('enable() knows only its chains; getKey gives the dev account after enabling', async () => {
    const { keplr } = await fresh()
    await expect(keplr.enable('cosmoshub-4')).rejects.toThrow('There is no chain info for cosmoshub-4')
    await keplr.enable(chainId)
    const key = await keplr.getKey(chainId)
    expect(key).toMatchObject({ algo: 'secp256k1', bech32Address: devCosmosKey(0).address, isNanoLedger: false })
    expect(key.pubKey).toEqual(devCosmosKey(0).publicKey)
    expect(key.address).toHaveLength(20)
  })

  it('getOfflineSigner (SIGN_MODE_DIRECT) drives SigningStargateClient: a MsgSend lands, balances change exactly', async () => {
    const wallet = await fresh()
    wallet.setAccount(1)
    await wallet.keplr.enable(chainId)
    const client = await connect(wallet.keplr.getOfflineSigner(chainId))
    const [from, to] = [devCosmosKey(1).address, devCosmosKey(2).address]
    const [before, receiverBefore] = [BigInt((await client.getBalance(from, 'ustake')).amount), BigInt((await client.getBalance(to, 'ustake')).amount)]
    const result = await client.sendTokens(from, to, ustake(42_000), FEE)
    expect(result.code).toBe(0)
    expect(BigInt((await client.getBalance(from, 'ustake')).amount)).toBe(before - 42_000n - 5_000n)
    expect(BigInt((await client.getBalance(to, 'ustake')).amount)).toBe(receiverBefore + 42_000n)
    client.disconnect()
  })

  it('getOfflineSignerOnlyAmino (SIGN_MODE_LEGACY_AMINO_JSON) drives SigningStargateClient too', async () => {
    const wallet = await fresh()
    wallet.setAccount(3)
    await wallet.keplr.enable(chainId)
    const client = await connect(wallet.keplr.getOfflineSignerOnlyAmino(chainId))
    const [from, to] = [devCosmosKey(3).address, devCosmosKey(4).address]
    const receiverBefore = BigInt((await client.getBalance(to, 'ustake')).amount)
    expect((await client.sendTokens(from, to, ustake(1_000_001), FEE)).code).toBe(0)
    expect(BigInt((await client.getBalance(to, 'ustake')).amount)).toBe(receiverBefore + 1_000_001n)
    client.disconnect()
  })

  it('signArbitrary makes an ADR-36 signature that verifies against the ADR-36 sign doc, and not for other data', async () => {
    const { keplr } = await fresh()
    await keplr.enable(chainId)
    const signer = devCosmosKey(0).address
    const signature = await keplr.signArbitrary(chainId, signer, 'Sign in to Gangway')
    expect(signature.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: toBase64(devCosmosKey(0).publicKey) })
    const doc = (data: string) => ({
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(data)) } }],
      memo: '',
    })
    const verify = (data: string) => Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(serializeSignDoc(doc(data))), devCosmosKey(0).publicKey)
    expect(verify('Sign in to Gangway')).toBe(true)
    expect(verify('Sign in to Gangway!')).toBe(false)
    expect(await keplr.verifyArbitrary(chainId, signer, 'Sign in to Gangway', signature)).toBe(true)
    expect(await keplr.verifyArbitrary(chainId, devCosmosKey(1).address, 'Sign in to Gangway', signature)).toBe(false)
  })

  it('refuses a sign doc for another chain, a signer that is not its account, and what the person rejects', async () => {
    const wallet = await fresh()
    const { keplr } = wallet
    wallet.reject()
    await expect(keplr.enable(chainId)).rejects.toThrow('Request rejected')
    await keplr.enable(chainId)
    const signer = devCosmosKey(0).address
    await expect(keplr.signDirect(chainId, signer, { bodyBytes: new Uint8Array(), authInfoBytes: new Uint8Array(), chainId: 'other-1', accountNumber: 0n })).rejects.toThrow(/not gangway-local-1/)
    await expect(keplr.signArbitrary(chainId, devCosmosKey(2).address, 'x')).rejects.toThrow(/is not the account/)
  })

  it("announces an account switch with 'keplr_keystorechange' on the window it was installed on, and persists its state", async () => {
    const storage = new Map<string, string>()
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) }
    const wallet = createCosmosDevWallet({ chains: [{ chainId, chainName: 'Gangway Local', rpc: cosmos.url, bech32Prefix: 'cosmos' }], storage: store })
    const target = new EventTarget()
    wallet.install(target as unknown as Window)
    expect((target as unknown as { keplr: unknown }).keplr).toBe(wallet.keplr)
    let changes = 0
    target.addEventListener('keplr_keystorechange', () => changes++)
    await wallet.keplr.enable(chainId)
    wallet.setAccount(2)
    expect(changes).toBe(1)
    const again = createCosmosDevWallet({ chains: [{ chainId, chainName: 'Gangway Local', rpc: cosmos.url, bech32Prefix: 'cosmos' }], storage: store })
    await again.ready()
    expect(again.getState()).toMatchObject({ connected: true, accountIndex: 2, address: devCosmosKey(2).address, enabledChains: [chainId] })
  })
})
