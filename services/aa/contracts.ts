// ERC-4337 on a local chain: the EntryPoint v0.8 of @account-abstraction/contracts 0.8.0 (deployed unmodified
// from the package's artifact) and the factory of SimpleAccount1271 (the package's SimpleAccount plus ERC-1271,
// sol/SimpleAccount1271.sol, compiled into sol/SimpleAccount1271Factory.json), both through the deterministic
// CREATE2 deployer that anvil ships at 0x4e59…956c. The EntryPoint lands at its canonical address (a bundler
// recognises it only there); the factory gets salt 0, so its address is the same on every local chain.
import { concat, createPublicClient, encodeDeployData, getContractAddress, http, type Abi, type Address, type Hex, type LocalAccount } from 'viem'
import entryPointArtifact from '@account-abstraction/contracts/artifacts/EntryPoint.json' with { type: 'json' }
import factoryArtifact from './sol/SimpleAccount1271Factory.json' with { type: 'json' }
import { sendBatch } from '../stack/batch'

/** anvil's built-in deterministic deployer (the same one every public chain has). */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** The salt the EntryPoint v0.8 was deployed with everywhere; with the package's bytecode it gives ENTRY_POINT_V08. */
const ENTRY_POINT_V08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
export const ENTRY_POINT_V08: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const FACTORY_SALT: Hex = `0x${'0'.repeat(64)}`

export const simpleAccountFactoryAbi = factoryArtifact.abi as Abi
export const entryPointBytecode = entryPointArtifact.bytecode as Hex
const factoryInitCode = (): Hex => encodeDeployData({ abi: simpleAccountFactoryAbi, bytecode: factoryArtifact.bytecode as Hex, args: [ENTRY_POINT_V08] })

/** Where the factory lands on any chain (CREATE2: deployer, salt and init code only). */
export const SIMPLE_ACCOUNT_FACTORY: Address = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: FACTORY_SALT, bytecode: factoryInitCode() })

export interface AccountAbstractionContracts {
  entryPoint: Address
  factory: Address
}

/**
 * Deploys what is missing of the EntryPoint and the factory on the chain at rpcUrl, from `deployer`
 * (any funded key: CREATE2 addresses do not depend on it). Idempotent.
 */
export async function deployAccountAbstraction(rpcUrl: string, deployer: LocalAccount): Promise<AccountAbstractionContracts> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const planned = [
    { label: 'deploying the ERC-4337 EntryPoint v0.8', address: ENTRY_POINT_V08, data: concat([ENTRY_POINT_V08_SALT, entryPointBytecode]), gas: 8_000_000n },
    { label: 'deploying SimpleAccount1271Factory', address: SIMPLE_ACCOUNT_FACTORY, data: concat([FACTORY_SALT, factoryInitCode()]), gas: 6_000_000n },
  ]
  if (!(await client.getCode({ address: CREATE2_DEPLOYER }))) throw new Error(`${rpcUrl} has no CREATE2 deployer at ${CREATE2_DEPLOYER} (anvil ships one)`)
  const missing = []
  for (const part of planned) if (!(await client.getCode({ address: part.address }))) missing.push(part)
  if (missing.length) await sendBatch(rpcUrl, deployer, missing.map((part) => ({ label: part.label, to: CREATE2_DEPLOYER, data: part.data, gas: part.gas })))
  for (const part of planned) {
    if (!(await client.getCode({ address: part.address }))) throw new Error(`${part.label} on ${rpcUrl}: no code at ${part.address} (not the package's bytecode?)`)
  }
  return { entryPoint: ENTRY_POINT_V08, factory: SIMPLE_ACCOUNT_FACTORY }
}
