// The analytics sink's storage (SPEC §7 POST /e): every event as received, for the project's owner.
import type { Db } from './db'

export interface AnalyticsEvent {
  projectId: string
  sdkType: string
  sdkVersion: string
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
  address?: string | null
}

export interface StoredAnalyticsEvent extends AnalyticsEvent {
  receivedAt: number
}

interface Row {
  received_at: number
  project_id: string
  sdk_type: string
  sdk_version: string
  event_id: string
  url: string
  domain: string
  timestamp: number
  props: string
  address: string | null
}

export function createAnalyticsStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO analytics_events (received_at, project_id, sdk_type, sdk_version, event_id, url, domain, timestamp, props, address) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const recent = db.prepare<[string, number], Row>('SELECT * FROM analytics_events WHERE project_id = ? ORDER BY id DESC LIMIT ?')
  return {
    add(e: AnalyticsEvent): void {
      insert.run(Date.now(), e.projectId, e.sdkType, e.sdkVersion, e.eventId, e.url, e.domain, e.timestamp, JSON.stringify(e.props), e.address ?? null)
    },
    /** Newest first. */
    recent(projectId: string, limit = 100): StoredAnalyticsEvent[] {
      return recent.all(projectId, limit).map((r) => ({
        receivedAt: r.received_at,
        projectId: r.project_id,
        sdkType: r.sdk_type,
        sdkVersion: r.sdk_version,
        eventId: r.event_id,
        url: r.url,
        domain: r.domain,
        timestamp: r.timestamp,
        props: JSON.parse(r.props) as Record<string, unknown>,
        address: r.address,
      }))
    },
  }
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>
