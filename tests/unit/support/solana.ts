// Solana test helpers: a bare EventTarget as the page window (Wallet Standard needs only its
// events), the demo's dev Solana wallet registered on it, and a modal with the solana plugin.
import { afterAll, beforeAll } from 'vitest'
import { createModal, type Modal } from '../../../kernel/modal'
import type { Network, Plugin } from '../../../kernel/plugin'
import { localSolanaNetwork, solana } from '../../../plugins/solana'
import { registerStandardWallet } from '../../../demo/dev-wallet/register'
import { createSolanaDevWallet, type SolanaDevWallet } from '../../../demo/dev-wallet/solana'
import { startLocalSolana, type LocalSolana } from '../../../services/solana'
import { MemoryStorage, testEnv } from './env'

export const pageWindow = (): Window => new EventTarget() as unknown as Window

export interface SolanaPage {
  window: Window
  storage: MemoryStorage
  /** The wallet's own storage (its "extension" storage), kept across a simulated reload. */
  walletStorage: MemoryStorage
  wallet: SolanaDevWallet
  network: Network
}

export function solanaPage(o: { rpcUrl: string; wsUrl?: string; genesisHash: string }): SolanaPage {
  const walletStorage = new MemoryStorage()
  const window = pageWindow()
  const wallet = createSolanaDevWallet({ rpcUrl: o.rpcUrl, wsUrl: o.wsUrl, storage: walletStorage })
  registerStandardWallet(wallet.wallet, window)
  return { window, storage: new MemoryStorage(), walletStorage, wallet, network: localSolanaNetwork(o.genesisHash, o.rpcUrl) }
}

/** The same browser after a reload: a new window and wallet object over the same storages. */
export function reloadPage(page: SolanaPage, o: { rpcUrl: string; wsUrl?: string }): SolanaPage {
  const window = pageWindow()
  const wallet = createSolanaDevWallet({ rpcUrl: o.rpcUrl, wsUrl: o.wsUrl, storage: page.walletStorage })
  registerStandardWallet(wallet.wallet, window)
  return { ...page, window, wallet }
}

export function solanaModal(page: SolanaPage, o: { plugins?: Plugin[]; networks?: Network[] } = {}) {
  return createModal(
    { projectId: 'test', plugins: o.plugins ?? [solana()], networks: o.networks ?? [page.network], logLevel: 'silent' },
    testEnv({ window: page.window, storage: page.storage }),
  )
}

/**
 * The local Solana runtime for one test file (started before its tests, stopped after them), a
 * fresh page on it, and `keep` for the modals the tests make, which are destroyed with it.
 */
export function solanaRuntimeForFile(): { runtime: () => LocalSolana; page: () => SolanaPage; keep: (modal: Modal) => Modal } {
  let runtime: LocalSolana | undefined
  const modals: Modal[] = []
  beforeAll(async () => {
    runtime = await startLocalSolana({ port: 0 })
  })
  afterAll(async () => {
    modals.forEach((m) => m.destroy())
    await runtime?.stop()
  })
  const started = (): LocalSolana => {
    if (!runtime) throw new Error('the Solana runtime starts in beforeAll')
    return runtime
  }
  return {
    runtime: started,
    page: () => solanaPage({ rpcUrl: started().url, wsUrl: started().wsUrl, genesisHash: started().genesisHash }),
    keep: (modal) => (modals.push(modal), modal),
  }
}
