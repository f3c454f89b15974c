// The shipped declarations import only packages package.json declares (dependencies or peers):
// `npm run build` runs scripts/dts-imports.mjs on dist/ and fails otherwise. Here the check itself,
// on declaration files like the ones tsc emitted (a host reported dist/plugins/walletconnect/state.d.ts
// importing @walletconnect/keyvaluestorage, a dependency of a peer, not ours).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bareSpecifiers, packageOf, undeclaredImports } from '../../../scripts/dts-imports.mjs'
import { root } from './source'

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string>; peerDependencies: Record<string, string> }

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-dts-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

describe('declarations import only declared packages', () => {
  it('reads static, dynamic, side-effect and reference imports, and names the package of a subpath', () => {
    const text = `/// <reference types="node" />\nimport type { A } from '@walletconnect/keyvaluestorage';\nexport declare const b: import("viem/chains").Chain;\nimport './local.js';\nimport 'zod/mini';\nexport * from '../x.js';\nexport type Side = 'from' | 'to';`
    expect(bareSpecifiers(text).sort()).toEqual(['@walletconnect/keyvaluestorage', 'node', 'viem/chains', 'zod/mini'])
    expect([packageOf('viem/chains'), packageOf('@cosmjs/amino'), packageOf('@scope/name/sub/path')]).toEqual(['viem', '@cosmjs/amino', '@scope/name'])
  })

  it("a dependency of a peer (the walletconnect plugin's storage option, cosmos' @cosmjs types) is reported; declared packages and the package itself are not", () => {
    const dir = dist({
      'plugins/walletconnect/state.d.ts': "import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage';\nimport type { Network } from 'gangway';\n",
      'plugins/cosmos/transfers.d.ts': "import type { OfflineSigner } from '@cosmjs/proto-signing';\nimport type { SigningStargateClient } from '@cosmjs/stargate';\n",
      'kernel/events.d.ts': "import { type Emitter } from 'mitt';\nimport type { ReactNode } from 'react';\nexport declare const z: import('zod/mini').ZodMiniType;\n",
    })
    expect(undeclaredImports(dir, pkg)).toEqual(['plugins/cosmos/transfers.d.ts: @cosmjs/proto-signing', 'plugins/walletconnect/state.d.ts: @walletconnect/keyvaluestorage'])
  })
})
