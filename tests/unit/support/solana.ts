// Solana test helpers: a bare EventTarget as the page window (Wallet Standard needs only its
// events), the demo's dev Solana wallet registered on it, and a modal with the solana plugin.
import { createModal } from '../../../kernel/modal'
import type { Network, Plugin } from '../../../kernel/plugin'
import { localSolanaNetwork, solana } from '../../../plugins/solana'
import { registerStandardWallet } from '../../../demo/dev-wallet/register'
import { createSolanaDevWallet, type SolanaDevWallet } from '../../../demo/dev-wallet/solana'
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
