// Component tests render the real UI on a real kernel, with the demo's dev wallet (a real
// EIP-1193 provider) talking to a real anvil node. Only the browser is happy-dom.
import { act, render, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { createModal, type Modal, type ModalOptionsInput, type Plugin } from '../../kernel'
import { eip155, localEvmNetwork } from '../../plugins/eip155'
import { GangwayProvider } from '../../ui'
import { announceEvmDevWallet } from '../../demo/dev-wallet/announce'
import { createEvmDevWallet, type EvmDevWallet } from '../../demo/dev-wallet/evm'
import { startAnvil, type EvmChain } from '../../services/stack/evm'
import { freePort } from '../../services/stack/ports'
import { MemoryStorage } from '../unit/support/env'

export async function startChain(chainId = 31337): Promise<EvmChain> {
  return startAnvil({ chainId, port: await freePort() })
}

export interface Harness {
  modal: Modal
  wallet: EvmDevWallet
  storage: MemoryStorage
  /** Queries inside the modal's shadow root. */
  modalScreen(): ReturnType<typeof within>
  /** Queries inside the first button's shadow root. */
  buttonScreen(): ReturnType<typeof within>
  unmount(): void
}

export function mountModal(
  chain: EvmChain,
  ui: ReactNode,
  o: { storage?: MemoryStorage; themeMode?: 'light' | 'dark'; isMobile?: boolean; plugins?: Plugin[]; options?: Partial<ModalOptionsInput> } = {},
): Harness {
  const network = localEvmNetwork(chain.chainId, chain.url, 'Local A')
  const wallet = createEvmDevWallet({ chains: [{ id: chain.chainId, name: 'Local A', rpcUrl: chain.url }], storage: new MemoryStorage() })
  const stopAnnouncing = announceEvmDevWallet(wallet, window)
  const storage = o.storage ?? new MemoryStorage()
  const modal = createModal(
    { projectId: 'test', plugins: [eip155(), ...(o.plugins ?? [])], networks: [network], themeMode: o.themeMode, ...o.options },
    { window, storage, fetch: (...args) => fetch(...args), isMobile: () => o.isMobile ?? false },
  )
  const view = render(<GangwayProvider modal={modal}>{ui}</GangwayProvider>)
  const shadow = (selector: string) => {
    const host = document.querySelector(selector)
    if (!host?.shadowRoot) throw new Error(`no shadow root at ${selector}`)
    return within(host.shadowRoot as unknown as HTMLElement)
  }
  return {
    modal,
    wallet,
    storage,
    modalScreen: () => shadow('gangway-modal'),
    buttonScreen: () => shadow('span'),
    unmount: () => {
      act(() => view.unmount())
      stopAnnouncing()
      modal.destroy()
    },
  }
}

export interface ModalsOnChain {
  /** The file's chain, started before its first test. */
  readonly chain: EvmChain
  /** Mounts `ui` with a modal on the chain (mountModal); it is unmounted when the test ends. */
  mount(ui: ReactNode, o?: Parameters<typeof mountModal>[2]): Harness
}

/**
 * Call once at the top of a test file: one anvil chain for the file's tests (stopped after them), and
 * after each test the modal it mounted unmounted and any spy it made restored.
 */
export function modalsOnChain(): ModalsOnChain {
  let chain: EvmChain | undefined
  let mounted: Harness | undefined
  beforeAll(async () => {
    chain = await startChain()
  })
  afterAll(() => chain?.stop())
  afterEach(() => {
    mounted?.unmount()
    mounted = undefined
    vi.restoreAllMocks()
  })
  return {
    get chain() {
      if (!chain) throw new Error('the chain starts in beforeAll: use it inside a test')
      return chain
    },
    mount(ui, o) {
      mounted = mountModal(this.chain, ui, o)
      return mounted
    },
  }
}
