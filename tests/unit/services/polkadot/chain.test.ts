// The local Substrate chain (chopsticks running Rococo Asset Hub's runtime offline), driven by @polkadot/api
// 16.5.6, and the dev Polkadot wallet's injected signer against it. One chopsticks for this whole file: it
// takes seconds to start, so this file stays on its own.
import '@polkadot/api-augment'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ISubmittableResult } from '@polkadot/types/types'
import { decodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { stringToU8a, u8aEq, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_POLKADOT_ADDRESSES } from '../../../../services/dev/polkadot-accounts'
import { devPolkadotPairs } from '../../../../services/dev/polkadot-keys'
import { createPolkadotDevWallet } from '../../../../demo/dev-wallet/polkadot'
import { DEV_ROC_BALANCE, startLocalPolkadot, type LocalPolkadot } from '../../../../services/polkadot'

let chain: LocalPolkadot
let api: ApiPromise
beforeAll(async () => {
  chain = await startLocalPolkadot({ port: 0 })
  api = await ApiPromise.create({ provider: new WsProvider(chain.url), noInitWarn: true, throwOnConnect: true })
}, 120_000)
afterAll(async () => {
  await api?.disconnect()
  await chain?.stop()
})

const free = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

/**
 * Sends and resolves once the extrinsic is in a block (or finalized), with the fee its sender paid. This runtime emits no
 * fee event: the fee is what balances.Withdraw took from the sender less any balances.Deposit back to it.
 */
function inBlock(sender: string, send: (cb: (r: ISubmittableResult) => void) => Promise<() => void>) {
  return new Promise<{ fee: bigint; events: string[] }>((resolve, reject) => {
    send((result) => {
      if (result.dispatchError) return reject(new Error(result.dispatchError.toString()))
      // chopsticks builds and finalises the block at once: @polkadot/api may report Finalized with no InBlock before it
      if (!result.status.isInBlock && !result.status.isFinalized) return
      const toSender = (method: string) =>
        result.events
          .filter(({ event }) => event.section === 'balances' && event.method === method)
          .map(({ event }) => event.data as unknown as { who: { toU8a(): Uint8Array }; amount: { toBigInt(): bigint } })
          .filter((data) => u8aEq(data.who.toU8a(), decodeAddress(sender)))
          .reduce((sum, data) => sum + data.amount.toBigInt(), 0n)
      resolve({ fee: toSender('Withdraw') - toSender('Deposit'), events: result.events.map(({ event }) => `${event.section}.${event.method}`) })
    }).catch(reject)
  })
}

// Each block is built by a real runtime in wasm: a transfer takes seconds on a loaded 2-core machine.
describe('local Substrate chain (services/polkadot, chopsticks)', { timeout: 30_000 }, () => {
  it('starts offline from the Rococo Asset Hub raw chain spec and reports its start time', () => {
    expect(chain.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.startMs).toBeGreaterThan(0)
    expect(api.runtimeChain.toString()).toBe('asset-hub-rococo')
    expect(api.runtimeVersion.specName.toString()).toBe('statemine')
    expect(chain.genesisHash).toBe(api.genesisHash.toHex())
  })

  it('funds the dev accounts //Alice … //Eve, whose written-out addresses match the keyring derivation', async () => {
    const pairs = await devPolkadotPairs()
    expect(pairs.map((p) => p.address)).toEqual([...DEV_POLKADOT_ADDRESSES])
    expect(chain.accounts).toEqual([...DEV_POLKADOT_ADDRESSES])
    for (const address of chain.accounts) expect(await free(address)).toBe(DEV_ROC_BALANCE)
  })

  it('balances.transferKeepAlive signed by a keyring pair lands in a block; receiver +amount, sender -amount-fee, exactly', async () => {
    const [alice, bob] = (await devPolkadotPairs()) as [Awaited<ReturnType<typeof devPolkadotPairs>>[0], Awaited<ReturnType<typeof devPolkadotPairs>>[0]]
    const [before, receiverBefore] = [await free(alice.address), await free(bob.address)]
    const amount = 1_234_567_890_123n
    const tx = api.tx.balances.transferKeepAlive(bob.address, amount)
    const { fee, events } = await inBlock(alice.address, (cb) => tx.signAndSend(alice, cb))
    expect(events).toContain('balances.Transfer')
    expect(fee).toBeGreaterThan(0n)
    expect(await free(bob.address)).toBe(receiverBefore + amount)
    expect(await free(alice.address)).toBe(before - amount - fee)
  })

  it("the dev wallet's injected signer (signPayload) signs a transfer @polkadot/api sends unchanged", async () => {
    const wallet = createPolkadotDevWallet()
    wallet.setAccount(2) // //Charlie
    const injected = await wallet.extension.enable('gangway tests')
    const [charlie] = await injected.accounts.get()
    expect(charlie).toEqual({ address: DEV_POLKADOT_ADDRESSES[2], name: 'Dev Charlie', type: 'sr25519', genesisHash: null })
    const dave = DEV_POLKADOT_ADDRESSES[3]!
    const [before, receiverBefore] = [await free(charlie!.address), await free(dave)]
    const amount = 10n ** 12n
    const tx = api.tx.balances.transferKeepAlive(dave, amount)
    const { fee } = await inBlock(charlie!.address, (cb) => tx.signAndSend(charlie!.address, { signer: injected.signer }, cb))
    expect(await free(dave)).toBe(receiverBefore + amount)
    expect(await free(charlie!.address)).toBe(before - amount - fee)
  })

  it("the dev wallet's signRaw signs the <Bytes>-wrapped message; the signature verifies for the account and not for a changed message", async () => {
    const wallet = createPolkadotDevWallet()
    const injected = await wallet.extension.enable('gangway tests')
    const [alice] = await injected.accounts.get()
    const message = 'Sign in to Gangway'
    const { signature } = await injected.signer.signRaw({ address: alice!.address, data: u8aToHex(stringToU8a(message)), type: 'bytes' })
    expect(signatureVerify(u8aWrapBytes(message), signature, alice!.address).isValid).toBe(true)
    expect(signatureVerify(message, signature, alice!.address).isValid).toBe(true) // signatureVerify also tries the wrapped form
    expect(signatureVerify('Sign in to Gangway!', signature, alice!.address).isValid).toBe(false)
  })

  it('the dev wallet refuses what the person rejects and accounts it was not enabled for', async () => {
    const wallet = createPolkadotDevWallet()
    wallet.reject()
    await expect(wallet.extension.enable('gangway tests')).rejects.toThrow('Rejected by user')
    const injected = await wallet.extension.enable('gangway tests')
    await expect(injected.signer.signRaw({ address: DEV_POLKADOT_ADDRESSES[1]!, data: '0x00', type: 'bytes' })).rejects.toThrow(/Unable to find an authorized account/)
    wallet.disconnect()
    expect(await injected.accounts.get()).toEqual([])
  })
})
