// The projects the services serve (SPEC §6 'Origins must be on the project allowlist', SPEC §7 project
// configuration): id, allowed origins with wildcards, remote features, analytics switch.
import { DEFAULT_FEATURES, type ProjectConfig, type ProjectSeed, type RemoteFeature } from '../project/config'
import type { Db } from './db'

interface Row {
  id: string
  allowed_origins: string
  features: string
  analytics_enabled: number
}

const toConfig = (r: Row): ProjectConfig => ({
  allowedOrigins: JSON.parse(r.allowed_origins) as string[],
  features: JSON.parse(r.features) as RemoteFeature[],
  isAnalyticsEnabled: r.analytics_enabled === 1,
})

export function createProjectStore(db: Db) {
  const byId = db.prepare<[string], Row>('SELECT * FROM projects WHERE id = ?')
  const upsert = db.prepare(
    `INSERT INTO projects (id, allowed_origins, features, analytics_enabled, updated_at) VALUES (@id, @origins, @features, @analytics, @at)
     ON CONFLICT (id) DO UPDATE SET allowed_origins = @origins, features = @features, analytics_enabled = @analytics, updated_at = @at`,
  )
  const remove = db.prepare('DELETE FROM projects WHERE id = ?')
  return {
    get(id: string): ProjectConfig | undefined {
      const row = byId.get(id)
      return row && toConfig(row)
    },
    /** Writes the project as given (features default to SPEC §9's); the host's declaration wins over what was stored. */
    put(p: ProjectSeed, at = Date.now()): void {
      upsert.run({ id: p.id, origins: JSON.stringify(p.allowedOrigins), features: JSON.stringify(p.features ?? DEFAULT_FEATURES), analytics: p.isAnalyticsEnabled === false ? 0 : 1, at })
    },
    delete(id: string): boolean {
      return remove.run(id).changes === 1
    },
  }
}

export type ProjectStore = ReturnType<typeof createProjectStore>
