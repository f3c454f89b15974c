// Compiles the stack's contracts into one JSON artifact (abi + creation bytecode) per contract,
// beside this file. Run after editing a source:
//   npx tsx services/stack/contracts/compile.ts
// The output is committed, so the stack never needs a compiler at start. OpenZeppelin imports are
// read from node_modules (a dev dependency), offline.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const solc = require('solc') as { compile(input: string, o?: { import(path: string): { contents: string } | { error: string } }): string; version(): string }

/** OpenZeppelin 5 uses mcopy, so cancun; anvil runs it (its default hardfork is newer). */
const EVM_VERSION = 'cancun'

/** Source file → the contracts in it that get an artifact. */
const SOURCES: Record<string, string[]> = {
  'DemoToken.sol': ['DemoToken'],
  'DemoNfts.sol': ['DemoCollection', 'DemoItems'],
}

const findImports = (path: string) => {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

const input = {
  language: 'Solidity',
  sources: Object.fromEntries(Object.keys(SOURCES).map((file) => [file, { content: readFileSync(new URL(`./${file}`, import.meta.url), 'utf8') }])),
  settings: { evmVersion: EVM_VERSION, optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
}
const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
for (const [file, names] of Object.entries(SOURCES)) {
  for (const name of names) {
    const contract = output.contracts[file]![name]!
    const artifact = { compiler: `solc ${solc.version()}`, evmVersion: EVM_VERSION, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    writeFileSync(new URL(`./${name}.json`, import.meta.url), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`${name}.json written (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`)
  }
}
