// What a project is allowed and configured to do (SPEC §7 /appkit/v1/config, /projects/v1/origins,
// /getAnalyticsConfig). The defaults are SPEC §9's remote defaults; a self-hoster passes a lookup.
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

export const DEFAULT_PROJECT: ProjectConfig = {
  features: [
    { id: 'email', isEnabled: true, config: null },
    { id: 'socials', isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
    { id: 'swaps', isEnabled: true, config: ['1inch'] },
    { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reownBranding', isEnabled: true, config: null },
  ],
  allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*'],
  isAnalyticsEnabled: true,
}

export type ProjectLookup = (projectId: string) => ProjectConfig

export const defaultProjects: ProjectLookup = () => DEFAULT_PROJECT
