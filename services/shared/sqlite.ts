// A SQLite database that migrates itself: each service keeps its own file and its own MIGRATIONS list,
// applied in order on open, the schema's version in `user_version`.
import Database from 'better-sqlite3'
import { join } from 'node:path'

export type Db = Database.Database

/**
 * Opens (creating if needed) `file` under `dataDir`, or memory when `dataDir` is undefined, and runs the
 * migrations it has not run yet, each in one transaction with its version bump.
 */
export function openMigratedDatabase(dataDir: string | undefined, file: string, migrations: readonly string[]): Db {
  const db = new Database(dataDir ? join(dataDir, file) : ':memory:')
  db.pragma('journal_mode = WAL') // readers never wait for a writer
  db.pragma('foreign_keys = ON')
  const version = db.pragma('user_version', { simple: true }) as number
  for (let next = version; next < migrations.length; next++) {
    db.transaction(() => {
      db.exec(migrations[next]!)
      db.pragma(`user_version = ${next + 1}`)
    })()
  }
  return db
}
