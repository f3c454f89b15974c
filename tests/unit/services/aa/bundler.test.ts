// The local stack's ERC-4337 part against real anvil chains and a real bundler (alto).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, defineChain, http, parseEther, type PublicClient } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ENTRY_POINT_V08, SIMPLE_ACCOUNT_FACTORY } from '../../../../services/aa/contracts'
import { simpleAccountAddress, toSimpleAccount } from '../../../../services/aa/simple-account'
import { startAnvil, type EvmChain } from '../../../../services/stack/evm'
import { freePort } from '../../../../services/stack/ports'
import { startSmartAccounts, type LocalSmartAccounts } from '../../../../services/stack/smart-accounts'
import { userOperationTransfers } from '../../../../services/api/chains/evm-user-ops'

let chains: EvmChain[] = []
let aa: LocalSmartAccounts
let client: PublicClient
let bundlerStartMs = 0

beforeAll(async () => {
  chains = await Promise.all([startAnvil({ chainId: 31337, port: await freePort() }), startAnvil({ chainId: 31338, port: await freePort() })])
  const t0 = performance.now()
  aa = await startSmartAccounts(chains.map((c) => ({ id: c.chainId, name: `chain ${c.chainId}`, rpcUrl: c.url })))
  bundlerStartMs = Math.round(performance.now() - t0)
  const chain = defineChain({ id: 31337, name: 'Local A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chains[0]!.url] } } })
  client = createPublicClient({ chain, transport: http(chains[0]!.url), pollingInterval: 50 })
}, 120_000)

afterAll(async () => {
  await aa?.stop()
  await Promise.all(chains.map((c) => c.stop()))
})

describe('ERC-4337 on the local chains', () => {
  it('the EntryPoint v0.8 sits at its canonical address and the factory at the same address on both chains', async () => {
    expect(aa.entryPoint).toBe(ENTRY_POINT_V08)
    for (const chain of chains) {
      const c = createPublicClient({ transport: http(chain.url) })
      expect(await c.getCode({ address: ENTRY_POINT_V08 })).toMatch(/^0x[0-9a-f]{100,}/)
      expect(await c.getCode({ address: SIMPLE_ACCOUNT_FACTORY })).toMatch(/^0x[0-9a-f]{100,}/)
    }
    // default: a bundler for the first chain only, the second stands for a network without smart accounts
    expect(Object.keys(aa.bundlers)).toEqual(['31337'])
    const answer = await fetch(aa.bundlers[31337]!.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })
    expect(((await answer.json()) as { result: string }).result).toBe('0x7a69')
    console.log(`bundler (alto) and contracts ready in ${bundlerStartMs} ms`)
  })

  it('a user operation sent through the bundler deploys the counterfactual account and lands on the chain with its receipt', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleAccount({ client, owner })
    expect(account.address).toBe(await simpleAccountAddress(client, owner.address))
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [account.address, '0xde0b6b3a7640000'] as unknown as undefined })
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    const bundler = createBundlerClient({ client, account, transport: http(aa.bundlers[31337]!.url), pollingInterval: 50 })
    const hash = await bundler.sendUserOperation({ calls: [{ to: receiver, value: parseEther('0.25') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    const onChain = await client.getTransactionReceipt({ hash: receipt.receipt.transactionHash })
    expect(onChain.status).toBe('success')
    expect(onChain.to?.toLowerCase()).toBe(ENTRY_POINT_V08.toLowerCase())
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+/)

    // SPEC §7 history: the indexer reads the ETH the user operation sent out of the bundler's transaction
    const tx = await client.getTransaction({ hash: receipt.receipt.transactionHash })
    expect(userOperationTransfers(tx.input, onChain.logs)).toEqual([{ sender: account.address.toLowerCase(), recipient: receiver.toLowerCase(), token: null, amount: parseEther('0.25') }])
    expect(userOperationTransfers('0xa9059cbb', onChain.logs)).toEqual([])
  })

  it('a stopped bundler refuses connections; started again on the same port it bundles again', async () => {
    const control = aa.bundlers[31337]!
    await control.stop()
    await expect(fetch(control.url, { method: 'POST', body: '{}' })).rejects.toThrow()
    await control.start()
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleAccount({ client, owner })
    await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [account.address, '0xde0b6b3a7640000'] as unknown as undefined })
    const bundler = createBundlerClient({ client, account, transport: http(control.url), pollingInterval: 50 })
    const hash = await bundler.sendUserOperation({ calls: [{ to: owner.address, value: 1n }] })
    expect((await bundler.waitForUserOperationReceipt({ hash })).success).toBe(true)
  }, 60_000)

  it('the smart account signs for itself: ERC-6492 while counterfactual and ERC-1271 once deployed both verify through the chain; another key does not', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleAccount({ client, owner })
    const message = 'Sign in to 127.0.0.1 as the smart account'
    const typed = { domain: { name: 'Gangway', chainId: 31337 }, types: { Hello: [{ name: 'text', type: 'string' }] }, primaryType: 'Hello', message: { text: 'hi' } } as const

    const before = await account.signMessage({ message })
    expect(before.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message, signature: before })).toBe(true)
    expect(await client.verifyTypedData({ address: account.address, ...typed, signature: await account.signTypedData(typed) })).toBe(true)
    // verifying deploys nothing: the account is still counterfactual
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await client.verifyMessage({ address: account.address, message, signature: await stranger.signMessage({ message }) })).toBe(false)

    await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [account.address, '0xde0b6b3a7640000'] as unknown as undefined })
    const bundler = createBundlerClient({ client, account, transport: http(aa.bundlers[31337]!.url), pollingInterval: 50 })
    await bundler.waitForUserOperationReceipt({ hash: await bundler.sendUserOperation({ calls: [{ to: owner.address, value: 1n }] }) })
    const deployed = await toSimpleAccount({ client, owner })
    const after = await deployed.signMessage({ message })
    // deployed: the owner's plain 65-byte signature, checked by the account's isValidSignature
    expect(after).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await client.verifyMessage({ address: account.address, message, signature: after })).toBe(true)
    expect(await client.verifyTypedData({ address: account.address, ...typed, signature: await deployed.signTypedData(typed) })).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message, signature: await stranger.signMessage({ message }) })).toBe(false)
  }, 60_000)
})
