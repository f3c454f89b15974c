// Compiles SimpleAccount1271.sol with solc-js (a dev dependency), offline: imports come from node_modules
// (@account-abstraction/contracts, @openzeppelin/contracts). compile.ts writes the result; a test checks
// that the committed artifact is still what the source compiles to.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** OpenZeppelin 5 uses mcopy, so cancun (anvil's default hardfork is newer). */
export const EVM_VERSION = 'cancun'
export const OPTIMIZER_RUNS = 1000
const SOURCE = 'SimpleAccount1271.sol'
export const CONTRACT = 'SimpleAccount1271Factory'

export interface AccountFactoryArtifact {
  compiler: string
  evmVersion: string
  optimizerRuns: number
  source: string
  abi: unknown[]
  bytecode: string
}

const findImports = (path: string) => {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

export function buildAccountFactory(): AccountFactoryArtifact {
  const solc = require('solc') as { compile(input: string, o?: { import(path: string): { contents: string } | { error: string } }): string; version(): string }
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content: readFileSync(new URL(`./${SOURCE}`, import.meta.url), 'utf8') } },
    settings: { evmVersion: EVM_VERSION, optimizer: { enabled: true, runs: OPTIMIZER_RUNS }, outputSelection: { [SOURCE]: { [CONTRACT]: ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: Array<{ severity: string; formattedMessage: string }>
    contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contract = output.contracts[SOURCE]![CONTRACT]!
  return { compiler: `solc ${solc.version()}`, evmVersion: EVM_VERSION, optimizerRuns: OPTIMIZER_RUNS, source: SOURCE, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}
