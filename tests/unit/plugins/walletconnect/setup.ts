// A modal with the WalletConnect plugin against the real local relay, and a real sign-client
// wallet, both in this process. Kernel storage and the WalletConnect client's storage are in memory
// and can be handed to a second modal, as a reload would find them.
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { walletConnectState, walletConnect } from '../../../../plugins/walletconnect'
import { eip155 } from '../../../../plugins/eip155'
import { solana as solanaPlugin } from '../../../../plugins/solana'
import type { Modal } from '../../../../kernel/modal'
import type { ModalOptionsInput } from '../../../../kernel/modal'
import { startRelay, type RunningRelay } from '../../../../services/relay'
import { MemoryStorage as WalletConnectStorage } from '../../services/relay/memory-storage'
import { MemoryStorage } from '../../support/env'
import { eth, makeModal, op, sol } from '../../support/modal'
import { testNamespace } from '../../support/namespace'
import { startTestWallet, type TestWallet } from '../../support/wc-wallet'

export { eth, op, sol, WalletConnectStorage, MemoryStorage }

/** The SDK's switches for a closed network (see tests/unit/services/relay/walletconnect.test.ts). */
export async function startOfflineRelay(): Promise<RunningRelay> {
  vi.stubEnv('IS_VITEST', 'true')
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  return startRelay({ port: 0 })
}

/**
 * One relay per test file, and every modal and wallet a test opened (through `track`) closed after
 * it, so sockets and timers never outlive their test.
 */
export function walletConnectTestbed() {
  const open: Array<{ close(): Promise<void> }> = []
  const bed = {
    relay: undefined as unknown as RunningRelay,
    track: <T extends { close(): Promise<void> }>(x: T): T => (open.push(x), x),
  }
  beforeAll(async () => {
    bed.relay = await startOfflineRelay()
  })
  afterEach(async () => {
    for (const x of open.splice(0)) await x.close()
  })
  afterAll(async () => {
    await bed.relay?.stop()
    vi.unstubAllEnvs()
  })
  return bed
}

/** The real namespaces' WalletConnect capabilities (methods, events and their calls), on test namespace plugins. */
export const EIP155_WALLETCONNECT = eip155().capabilities.walletConnect!
export const SOLANA_WALLETCONNECT = solanaPlugin().capabilities.walletConnect!
export const evmOverRelay = (o: Parameters<typeof testNamespace>[1] = {}) => testNamespace('eip155', { ...o, capabilities: { tokenBalances: true, walletConnect: EIP155_WALLETCONNECT } })
export const solanaOverRelay = () => testNamespace('solana', { capabilities: { tokenBalances: true, walletConnect: SOLANA_WALLETCONNECT } })

export interface WcTest {
  modal: Modal
  storage: MemoryStorage
  wcStorage: WalletConnectStorage
  /** Close the modal's WalletConnect socket, as leaving the page would. */
  close(): Promise<void>
}

export function wcModal(
  relayUrl: string,
  o: { storage?: MemoryStorage; wcStorage?: WalletConnectStorage; solana?: boolean; options?: Partial<ModalOptionsInput> } = {},
): WcTest {
  const wcStorage = o.wcStorage ?? new WalletConnectStorage()
  const evm = evmOverRelay({ balance: 10n ** 18n })
  const solana = solanaOverRelay()
  const { modal, storage } = makeModal({
    plugins: [evm, ...(o.solana ? [solana] : []), walletConnect({ relayUrl, storage: wcStorage })],
    networks: o.solana ? [eth, op, sol] : [eth, op],
    storage: o.storage,
    options: o.options,
  })
  return {
    modal,
    storage,
    wcStorage,
    close: async () => {
      await walletConnectState(modal)?.dispose()
      modal.destroy()
    },
  }
}

/** Starts connecting through the plain WalletConnect entry and resolves with the pairing URI once shown. */
export async function pairingUri(modal: Modal): Promise<{ uri: string; connected: Promise<string> }> {
  const state = walletConnectState(modal)!
  const entry = modal.stores.$wallets.get().find((w) => w.connectors[0]?.type === 'WALLET_CONNECT' && !w.connectors[0].explorerId)
  if (!entry) throw new Error('no WalletConnect entry in the wallet list')
  const connected = modal.connectWallet(entry)
  connected.catch(() => {}) // the test awaits it when it matters
  const uri = await new Promise<string>((resolve) => {
    const now = state.$uri.get()
    if (now) return resolve(now)
    const stop = state.$uri.listen((value) => value && (stop(), resolve(value)))
  })
  return { uri, connected }
}

/** Pair the wallet with the modal, approve `chains`, and wait until the modal is connected. */
export async function connectWith(modal: Modal, wallet: TestWallet, chains: string[], o?: Parameters<TestWallet['approve']>[2]): Promise<string> {
  const { uri, connected } = await pairingUri(modal)
  const proposal = await wallet.pair(uri)
  const topic = await wallet.approve(proposal, chains, o)
  await connected
  return topic
}

export { startTestWallet }

/** Wait until `check` passes (events cross the relay asynchronously). */
export async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}
