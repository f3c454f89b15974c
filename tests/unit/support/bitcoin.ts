// Bitcoin test helpers: a bare EventTarget as the page window with the demo's dev Bitcoin wallet on it
// (Wallet Standard, and as a sats-connect provider), the regtest network of a ledger, a modal with bip122.
import { createModal } from '../../../kernel/modal'
import type { Network, Plugin } from '../../../kernel/plugin'
import { bip122, bitcoinRegtest, type Bip122Options } from '../../../plugins/bip122'
import { createBitcoinDevWallet, type BitcoinDevWallet } from '../../../demo/dev-wallet/bitcoin'
import { registerStandardWallet } from '../../../demo/dev-wallet/register'
import { MemoryStorage, testEnv } from './env'
import { pageWindow } from './solana'

export interface BitcoinPage {
  window: Window
  storage: MemoryStorage
  walletStorage: MemoryStorage
  wallet: BitcoinDevWallet
  network: Network
  esploraUrl: string
}

/** A page with the dev wallet installed the ways it can be: Wallet Standard and/or window.btc_providers. */
export function bitcoinPage(esploraUrl: string, o: { standard?: boolean; satsConnect?: boolean; walletStorage?: MemoryStorage; storage?: MemoryStorage } = {}): BitcoinPage {
  const walletStorage = o.walletStorage ?? new MemoryStorage()
  const window = pageWindow()
  const wallet = createBitcoinDevWallet({ esploraUrl, storage: walletStorage })
  if (o.standard ?? true) registerStandardWallet(wallet.wallet, window)
  if (o.satsConnect ?? true) wallet.installSatsConnect(window)
  return { window, storage: o.storage ?? new MemoryStorage(), walletStorage, wallet, network: bitcoinRegtest(esploraUrl), esploraUrl }
}

/** The same browser after a reload: a new window and wallet object over the same storages. */
export const reloadBitcoinPage = (page: BitcoinPage): BitcoinPage => bitcoinPage(page.esploraUrl, { walletStorage: page.walletStorage, storage: page.storage })

export function bitcoinModal(page: BitcoinPage, o: { plugins?: Plugin[]; networks?: Network[]; options?: Bip122Options } = {}) {
  return createModal(
    { projectId: 'test', plugins: o.plugins ?? [bip122(o.options)], networks: o.networks ?? [page.network], logLevel: 'silent' },
    testEnv({ window: page.window, storage: page.storage }),
  )
}

/** Esplora reads, as a test checks the ledger. */
export async function ledgerBalance(esploraUrl: string, address: string): Promise<bigint> {
  const { chain_stats: s } = (await (await fetch(`${esploraUrl}/address/${address}`)).json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
  return BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
}
export const ledgerTx = async (esploraUrl: string, txid: string) =>
  (await (await fetch(`${esploraUrl}/tx/${txid}`)).json()) as { fee: number; weight: number; vin: unknown[]; vout: Array<{ scriptpubkey_address?: string; value: number }> }
