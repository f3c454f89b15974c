// The services' SQLite database: indexed history, analytics events, names, sign-in sessions and projects, the
// data that must outlive a restart. One file under the data folder (default .data/services/), or memory when none is given.
import { openMigratedDatabase, type Db } from '../../shared/sqlite'

export type { Db }

/** Bumped when a table changes shape; older tables are migrated in order by MIGRATIONS. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE chain_cursor (chain TEXT PRIMARY KEY, block_number INTEGER NOT NULL, block_hash TEXT NOT NULL);
   CREATE TABLE tokens (chain TEXT NOT NULL, address TEXT NOT NULL, name TEXT NOT NULL, symbol TEXT NOT NULL, decimals INTEGER NOT NULL,
     PRIMARY KEY (chain, address));
   CREATE TABLE txs (chain TEXT NOT NULL, hash TEXT NOT NULL, block_number INTEGER NOT NULL, tx_index INTEGER NOT NULL,
     mined_at INTEGER NOT NULL, sender TEXT NOT NULL, recipient TEXT, status TEXT NOT NULL, nonce INTEGER NOT NULL,
     PRIMARY KEY (chain, hash));
   CREATE TABLE transfers (chain TEXT NOT NULL, hash TEXT NOT NULL, seq INTEGER NOT NULL, sender TEXT NOT NULL, recipient TEXT NOT NULL,
     token TEXT, amount TEXT NOT NULL, PRIMARY KEY (chain, hash, seq));
   CREATE TABLE account_txs (account TEXT NOT NULL, chain TEXT NOT NULL, hash TEXT NOT NULL, mined_at INTEGER NOT NULL,
     block_number INTEGER NOT NULL, tx_index INTEGER NOT NULL, PRIMARY KEY (account, chain, hash));
   CREATE INDEX account_txs_newest ON account_txs (account, mined_at DESC, chain, block_number DESC, tx_index DESC);
   CREATE TABLE analytics_events (id INTEGER PRIMARY KEY, received_at INTEGER NOT NULL, project_id TEXT NOT NULL, sdk_type TEXT NOT NULL,
     sdk_version TEXT NOT NULL, event_id TEXT NOT NULL, url TEXT NOT NULL, domain TEXT NOT NULL, timestamp INTEGER NOT NULL,
     props TEXT NOT NULL, address TEXT);`,
  // NFTs: a transfer of one token id of a collection (amount = how many, 1 on ERC-721), and the
  // collections the indexer has seen.
  `ALTER TABLE transfers ADD COLUMN nft_id TEXT;
   CREATE TABLE nft_collections (chain TEXT NOT NULL, address TEXT NOT NULL, name TEXT NOT NULL, symbol TEXT NOT NULL,
     standard TEXT NOT NULL CHECK (standard IN ('erc721', 'erc1155')), PRIMARY KEY (chain, address));
   CREATE INDEX transfers_nft_recipient ON transfers (chain, recipient) WHERE nft_id IS NOT NULL;`,
  // Checkouts of the test on-ramp provider (services/api/onramp).
  `CREATE TABLE onramp_checkouts (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, provider TEXT NOT NULL, network TEXT NOT NULL, chain TEXT,
     address TEXT NOT NULL, asset TEXT NOT NULL, token TEXT, decimals INTEGER NOT NULL, payment_currency TEXT NOT NULL, payment_method TEXT NOT NULL,
     payment_total TEXT NOT NULL, fee TEXT NOT NULL, network_fee TEXT NOT NULL, purchase_amount TEXT NOT NULL, purchase_units TEXT NOT NULL,
     partner_user_id TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('open', 'paying', 'paid')), tx_hash TEXT, paid_at INTEGER);`,
  // The name registry (SPEC §7 /v1/profile/*): one active name per name and per address in a zone;
  // a released name stays as history. Seeded names carry no message or signature.
  `CREATE TABLE names (id INTEGER PRIMARY KEY, name TEXT NOT NULL, zone TEXT NOT NULL, address TEXT NOT NULL, address_key TEXT NOT NULL,
     coin_type INTEGER NOT NULL, attributes TEXT NOT NULL, message TEXT, signature TEXT, registered_at INTEGER NOT NULL, released_at INTEGER);
   CREATE UNIQUE INDEX names_active_name ON names (name) WHERE released_at IS NULL;
   CREATE UNIQUE INDEX names_active_address ON names (zone, address_key) WHERE released_at IS NULL;
   CREATE UNIQUE INDEX names_signature ON names (signature) WHERE signature IS NOT NULL;`,
  // Sign-in with X: single-use nonces and the sessions they opened, each kept for the browser
  // (the holder: a hash of its HttpOnly cookie) that asked.
  `CREATE TABLE siwx_nonces (nonce TEXT PRIMARY KEY, holder TEXT NOT NULL, issued_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
   CREATE TABLE siwx_sessions (id INTEGER PRIMARY KEY, holder TEXT NOT NULL, chain_id TEXT NOT NULL, address TEXT NOT NULL, address_key TEXT NOT NULL,
     data TEXT NOT NULL, message TEXT NOT NULL, signature TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
   CREATE INDEX siwx_sessions_holder ON siwx_sessions (holder, address_key);`,
  // Projects (SPEC §7 /appkit/v1/config, /projects/v1/origins, /getAnalyticsConfig): origins and features as JSON.
  `CREATE TABLE projects (id TEXT PRIMARY KEY, allowed_origins TEXT NOT NULL, features TEXT NOT NULL,
     analytics_enabled INTEGER NOT NULL CHECK (analytics_enabled IN (0, 1)), updated_at INTEGER NOT NULL);`,
  // The dev faucet (local stack): each address it funded, once.
  `CREATE TABLE faucet_grants (address TEXT PRIMARY KEY, created_at INTEGER NOT NULL, grants TEXT);`,
]

export const DB_FILE = 'services.sqlite'

/** Opens (creating if needed) and migrates the database; `dataDir` undefined keeps it in memory. */
export function openDatabase(dataDir: string | undefined): Db {
  return openMigratedDatabase(dataDir, DB_FILE, MIGRATIONS)
}
