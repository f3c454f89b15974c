// SimpleAccount1271 (the SimpleAccount of @account-abstraction/contracts 0.8.0 plus ERC-1271) as a viem
// smart account: its address is the factory's counterfactual address for (owner, salt 0); calls go through
// execute / executeBatch; the owner signs the EntryPoint v0.8 user-operation hash (EIP-712) directly, as
// SimpleAccount checks it.
import {
  encodeFunctionData,
  parseAbi,
  type Address,
  type PublicClient,
  type Hex,
  type LocalAccount,
} from 'viem'
import { entryPoint08Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { ENTRY_POINT_V08, SIMPLE_ACCOUNT_FACTORY } from './contracts'

export const simpleAccountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function owner() view returns (address)',
  'error ExecuteError(uint256 index, bytes reason)',
])
const factoryAbi = parseAbi(['function createAccount(address owner, uint256 salt) returns (address)', 'function getAddress(address owner, uint256 salt) view returns (address)'])

/** The account's address for an owner, before or after deployment (read from the factory). */
export function simpleAccountAddress(client: PublicClient, owner: Address): Promise<Address> {
  return readContract(client, { address: SIMPLE_ACCOUNT_FACTORY, abi: factoryAbi, functionName: 'getAddress', args: [owner, 0n] })
}

/** A stub the bundler can estimate with: a well-formed 65-byte signature that recovers to some address. */
const STUB_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

export async function toSimpleAccount(o: { client: PublicClient; owner: LocalAccount; address?: Address }): Promise<SmartAccount> {
  const { client, owner } = o
  const address = o.address ?? (await simpleAccountAddress(client, owner.address))
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: ENTRY_POINT_V08, version: '0.8' },
    async getAddress() {
      return address
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls as [(typeof calls)[number]]
        return encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [call.to, call.value ?? 0n, call.data ?? '0x'] })
      }
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    async getFactoryArgs() {
      const code = await client.request({ method: 'eth_getCode', params: [address, 'latest'] })
      if (code && code !== '0x') return { factory: undefined, factoryData: undefined }
      return { factory: SIMPLE_ACCOUNT_FACTORY, factoryData: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }) }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    // SimpleAccount1271 checks the owner's signature of the hash (ERC-1271); toSmartAccount wraps it as
    // ERC-6492 while the account is not deployed.
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    async signUserOperation({ chainId, ...userOperation }) {
      const id = chainId ?? client.chain?.id
      if (id === undefined) throw new Error('signUserOperation needs a chain id')
      const hash = getUserOperationHash({ chainId: id, entryPointAddress: ENTRY_POINT_V08, entryPointVersion: '0.8', userOperation: { ...userOperation, sender: address } })
      return owner.sign!({ hash })
    },
  })
}
