// Component tests of the account features: the real UI on a real kernel, the demo's dev wallet
// (a real EIP-1193 provider) on a real anvil chain with everything the stack deploys (tokens,
// Uniswap v2, NFTs), and the real services API serving it (chain-services.ts, in a node process).
// Only the browser is happy-dom.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { BoundFunctions, queries } from '@testing-library/dom'
import { act, render, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, expect } from 'vitest'
import { createModal, type FeatureFlags, type Modal, type ModalOptionsInput, type Plugin } from '../../kernel'
import { eip155, localEvmNetwork } from '../../plugins/eip155'
import { GangwayProvider } from '../../ui'
import { announceEvmDevWallet } from '../../demo/dev-wallet/announce'
import { createEvmDevWallet, type EvmDevWallet } from '../../demo/dev-wallet/evm'
import { MemoryStorage } from '../unit/support/env'
import type { ChainServices } from './chain-services'

/** The chain and services of chain-services.ts, started once per test file in a node process of their own. */
export function useChainServices(): () => ChainServices {
  let child: ChildProcess | undefined
  let ready: ChainServices | undefined
  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'tests/component/chain-services.ts')], { stdio: ['pipe', 'pipe', 'inherit'] })
    ready = await new Promise<ChainServices>((resolve, reject) => {
      let out = ''
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const line = out.split('\n')[0]
        if (out.includes('\n') && line) resolve(JSON.parse(line) as ChainServices)
      })
      child!.once('exit', (code) => reject(new Error(`chain-services exited with ${code}`)))
    })
  }, 60_000)
  afterAll(async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child!.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  })
  return () => {
    if (!ready) throw new Error('chain services not started')
    return ready
  }
}

export interface FeatureHarness {
  modal: Modal
  wallet: EvmDevWallet
  screen(): BoundFunctions<typeof queries>
  /** Connects the dev wallet through the modal's connector and resolves with the address. */
  connect(): Promise<string>
  unmount(): void
}

export function mountFeatures(o: { chainUrl: string; apiUrl: string; plugins: Plugin[]; features?: FeatureFlags; chainIds?: number[]; options?: Partial<ModalOptionsInput>; isMobile?: boolean }): FeatureHarness {
  const chains = (o.chainIds ?? [31337]).map((id, i) => ({ id, name: i === 0 ? 'Local A' : `Local ${id}`, rpcUrl: o.chainUrl }))
  const wallet = createEvmDevWallet({ chains, storage: new MemoryStorage() })
  const stopAnnouncing = announceEvmDevWallet(wallet, window)
  const modal = createModal(
    {
      projectId: 'test-project',
      plugins: [eip155(), ...o.plugins],
      networks: chains.map((c) => localEvmNetwork(c.id, c.rpcUrl, c.name)),
      services: { api: o.apiUrl },
      features: { analytics: false, ...o.features },
      ...o.options,
    },
    { window, storage: new MemoryStorage(), fetch: (...args) => fetch(...args), isMobile: () => o.isMobile ?? false },
  )
  const view = render(<GangwayProvider modal={modal} />)
  return {
    modal,
    wallet,
    screen: () => within(document.querySelector('gangway-modal')!.shadowRoot as unknown as HTMLElement),
    async connect() {
      await waitFor(() => expect(modal.stores.$connectors.get().some((c) => c.name === 'Dev Wallet (local)')).toBe(true))
      const connector = modal.stores.$connectors.get().find((c) => c.name === 'Dev Wallet (local)')!
      return act(() => modal.connect(connector.id, 'eip155'))
    },
    unmount() {
      act(() => view.unmount())
      stopAnnouncing()
      modal.destroy()
    },
  }
}
