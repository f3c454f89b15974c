// Writes SimpleAccount1271Factory.json (abi + creation bytecode) beside this file. Run after editing
// SimpleAccount1271.sol:
//   npx tsx services/aa/sol/compile.ts
// The artifact is committed: the stack deploys it without a compiler.
import { writeFileSync } from 'node:fs'
import { buildAccountFactory, CONTRACT } from './build'

const artifact = buildAccountFactory()
writeFileSync(new URL(`./${CONTRACT}.json`, import.meta.url), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`${CONTRACT}.json written (${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`)
