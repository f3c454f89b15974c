// The smart account's factory ships compiled (services/aa/sol/SimpleAccount1271Factory.json): the stack
// deploys that file, so it must stay what its committed source compiles to.
import { describe, expect, it } from 'vitest'
import artifact from '../../../../services/aa/sol/SimpleAccount1271Factory.json' with { type: 'json' }
import { buildAccountFactory } from '../../../../services/aa/sol/build'

describe('SimpleAccount1271Factory artifact', () => {
  it('is what SimpleAccount1271.sol compiles to with the recorded compiler and settings (rebuild: npx tsx services/aa/sol/compile.ts)', () => {
    const built = buildAccountFactory()
    expect(built.compiler).toBe(artifact.compiler)
    expect(built.bytecode).toBe(artifact.bytecode)
    expect(built.abi).toEqual(artifact.abi)
    // the account the factory makes answers ERC-1271 (its selector sits in the implementation's code)
    expect(artifact.bytecode).toContain('1626ba7e')
  }, 120_000)
})
