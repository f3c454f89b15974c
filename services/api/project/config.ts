// What a project is allowed and configured to do (SPEC §7 /appkit/v1/config, /projects/v1/origins,
// /getAnalyticsConfig). Two kinds of registry: the permissive one (no list: every project id is the
// default project and every origin may call, as the tests and a bare `startApi()` want) and the one
// kept in SQLite, which refuses unknown ids and origins a project does not list.
import { isOriginAllowed } from '../../../kernel/origins'
import type { ProjectStore } from '../store/projects'

export interface RemoteFeature {
  id: 'email' | 'socials' | 'swaps' | 'onramp' | 'activity' | 'reownBranding'
  isEnabled: boolean
  /** Providers for socials, swaps and on-ramp; null for plain switches. */
  config: string[] | null
}

export interface ProjectConfig {
  features: RemoteFeature[]
  /** Origins the modal may run on; `*` matches any run of characters (SPEC §5 wildcard support). */
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
}

/** A project as a host declares it: its id, its origins, and what it changes of the defaults. */
export interface ProjectSeed {
  id: string
  allowedOrigins: readonly string[]
  features?: readonly RemoteFeature[]
  isAnalyticsEnabled?: boolean
}

/** SPEC §9's remote defaults. */
export const DEFAULT_FEATURES: readonly RemoteFeature[] = [
  { id: 'email', isEnabled: true, config: null },
  { id: 'socials', isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reownBranding', isEnabled: true, config: null },
]

export const DEFAULT_PROJECT: ProjectConfig = {
  features: DEFAULT_FEATURES.map((f) => ({ ...f, config: f.config && [...f.config] })),
  allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*'],
  isAnalyticsEnabled: true,
}

/** The provider's words (SPEC §8 'Provider message mapping'): the modal maps each to its alert. */
export const REFUSALS = {
  invalidKey: 'Unauthorized: invalid key',
  originNotAllowed: 'Unauthorized: origin not allowed',
  /** The relay's, for a relay-auth JWT issued ahead of its clock (a device clock ahead). */
  notYetValid: 'JWT validation error: JWT Token is not yet valid',
} as const

export interface ProjectRegistry {
  /** Whether unknown project ids and foreign origins are refused. */
  readonly enforced: boolean
  /** The project's configuration; undefined for an id the registry does not know. */
  get(projectId: string): ProjectConfig | undefined
  /**
   * Why a call for `projectId` from `origin` is refused (SPEC §8's provider message), or undefined when
   * it may go on. No Origin header (a server, a script, an <img>) is not a browser page: only the id counts.
   */
  refusal(projectId: string, origin: string | undefined): string | undefined
}

/** No registry: every id is the default project, every origin may call (today's local behaviour). */
export const permissiveProjects: ProjectRegistry = {
  enforced: false,
  get: () => DEFAULT_PROJECT,
  refusal: () => undefined,
}

/** SPEC §8's refusal of a call for a project from an origin, given how to look the project up. */
const refusalBy =
  (get: (projectId: string) => { allowedOrigins: readonly string[] } | undefined): ProjectRegistry['refusal'] =>
  (projectId, origin) => {
    const project = get(projectId)
    if (!project) return REFUSALS.invalidKey
    if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) return REFUSALS.originNotAllowed
    return undefined
  }

/** Projects kept in the services' database, looked up on every call (a row read by its key). */
export function storedProjects(store: ProjectStore): ProjectRegistry {
  const get = (projectId: string) => store.get(projectId)
  return { enforced: true, get, refusal: refusalBy(get) }
}

/**
 * The declared projects' refusals, held in memory: for a service that must not depend on the API's
 * database being open (the stack's WalletConnect relay keeps serving while a test stops the API).
 */
export function declaredRefusals(seeds: readonly ProjectSeed[]): Pick<ProjectRegistry, 'refusal'> {
  const byId = new Map(seeds.map((seed) => [seed.id, seed]))
  return { refusal: refusalBy((projectId) => byId.get(projectId)) }
}
