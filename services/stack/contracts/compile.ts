// Compiles DemoToken.sol into DemoToken.json (abi + creation bytecode). Run after editing the source:
//   npx tsx services/stack/contracts/compile.ts
// The output is committed, so the stack never needs a compiler at start.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string; version(): string }
const source = readFileSync(new URL('./DemoToken.sol', import.meta.url), 'utf8')
const input = {
  language: 'Solidity',
  sources: { 'DemoToken.sol': { content: source } },
  settings: { evmVersion: 'paris', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
}
const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
const contract = output.contracts['DemoToken.sol']!['DemoToken']!
const artifact = { compiler: `solc ${solc.version()}`, evmVersion: 'paris', abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
writeFileSync(new URL('./DemoToken.json', import.meta.url), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`DemoToken.json written (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`)
