// The simulated Bitcoin ledger as the stack starts it: served on 127.0.0.1, every dev address funded in block 1.
import { BIP122_REGTEST, devBitcoinKeys } from '../dev/bitcoin-keys'
import { createBitcoinLedger, type BitcoinLedger } from './ledger'
import { startBitcoinLedgerServer } from './server'

/** Each dev address (5 accounts × 4 address types) gets two coins, so a send can need more than one input. */
export const DEV_BTC_COINS = [100_000_000n, 50_000_000n] as const
export const DEV_BTC_BALANCE = DEV_BTC_COINS.reduce((a, b) => a + b, 0n)

export interface LocalBitcoin {
  /** Esplora base URL (no trailing slash): `${url}/address/:address/utxo`, `POST ${url}/tx`, … */
  url: string
  /** CAIP-2 of the chain: regtest's, bip122:0f9188f13cb7b2c71f2a335e3a4fc328. */
  caip2: string
  ledger: BitcoinLedger
  /** The funded dev addresses, account by account (P2WPKH, P2TR, P2SH-P2WPKH, P2PKH each). */
  accounts: string[]
  stop(): Promise<void>
}

export async function startLocalBitcoin(o: { port: number }): Promise<LocalBitcoin> {
  const ledger = createBitcoinLedger()
  const accounts = devBitcoinKeys().map((key) => key.address)
  ledger.fund(accounts.flatMap((address) => DEV_BTC_COINS.map((value) => ({ address, value }))))
  const server = await startBitcoinLedgerServer({ port: o.port, ledger })
  return { url: server.url, caip2: BIP122_REGTEST, ledger, accounts, stop: server.stop }
}

export { createBitcoinLedger, LedgerRejection, LEDGER_LABEL, type BitcoinLedger } from './ledger'
export { startBitcoinLedgerServer } from './server'
