// The secure site's SQLite database: users and how they sign in, their wallet keys (sealed with
// AES-256-GCM under the key-encryption key, never in clear), sessions (hashes of the tokens only),
// one-time codes (hashes only), and the social and Farcaster sign-ins in flight. A file of its own,
// apart from the services API's: whoever reads the API's data learns nothing about the keys.
import { openMigratedDatabase, type Db } from '../shared/sqlite'

export type { Db }

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE, created_at INTEGER NOT NULL);
   CREATE TABLE identities (provider TEXT NOT NULL, subject TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id),
     username TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (provider, subject));
   CREATE TABLE wallet_keys (user_id INTEGER NOT NULL REFERENCES users(id), namespace TEXT NOT NULL, address TEXT NOT NULL,
     kek_id TEXT NOT NULL, iv BLOB NOT NULL, tag BLOB NOT NULL, ciphertext BLOB NOT NULL, created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, namespace));
   CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), host_origin TEXT NOT NULL,
     login TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
   CREATE TABLE email_codes (flow_id TEXT NOT NULL, purpose TEXT NOT NULL CHECK (purpose IN ('login', 'update-primary', 'update-secondary')),
     email TEXT NOT NULL, code_hash TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, user_id INTEGER, new_email TEXT,
     created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER, PRIMARY KEY (flow_id, purpose));
   CREATE INDEX email_codes_throttle ON email_codes (email, created_at);
   CREATE TABLE social_flows (state TEXT PRIMARY KEY, provider TEXT NOT NULL, verifier TEXT NOT NULL, flow_hash TEXT NOT NULL,
     host_origin TEXT NOT NULL, return_url TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
   CREATE TABLE farcaster_channels (channel TEXT PRIMARY KEY, nonce TEXT NOT NULL, flow_hash TEXT NOT NULL, host_origin TEXT NOT NULL,
     created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, fid INTEGER, username TEXT, message TEXT, signature TEXT,
     completed_at INTEGER, used_at INTEGER);`,
]

export const SECURE_DB_FILE = 'secure.sqlite'

export function openSecureDatabase(dataDir: string | undefined): Db {
  return openMigratedDatabase(dataDir, SECURE_DB_FILE, MIGRATIONS)
}
