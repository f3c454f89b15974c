// The global options, parsed with zod/mini (full zod costs bytes on every page that loads Gangway).
// Defaults are SPEC §9's. A bad option throws one error naming each bad field. Feature plugins
// bring their own keys under `features` (their switch and their settings): `parseOptions` takes
// them as `extensions`, so this file knows no plugin.
import * as z from 'zod/mini'
import { gangwayError } from './errors'
import type { LogLevel } from './log'
import type { AccountType, ConnectMethod, Network } from './types'

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/**
 * `features`: the SPEC §9 switches, and one per installed feature plugin. A plugin adds its keys
 * for TypeScript with `declare module 'gangway' { interface FeatureFlags { myFeature?: boolean } }`,
 * so a key no installed plugin knows is a type error.
 */
export interface FeatureFlags {
  receive?: boolean
  send?: boolean
  analytics?: boolean
  allWallets?: boolean
  legalCheckbox?: boolean
  smartSessions?: boolean
  collapseWallets?: boolean
  pay?: boolean
  emailShowWallets?: boolean
  /** SPEC §2: the order of the connect methods; default email, social, wallet (wallet first when injected wallets exist). */
  connectMethodsOrder?: ConnectMethod[]
}

/** A key a feature plugin reads from `features`: its default and how a value is checked. */
export interface FeatureOption {
  default: unknown
  check(value: unknown): boolean
  /** Said when the check fails, after the field name. */
  message: string
}

// Only a small set of zod/mini's schema kinds is used: each further kind costs every host bytes.
const bool = (value: boolean) => z._default(z.boolean(), value)
const isUrl = (value: string) => {
  try {
    return Boolean(new URL(value))
  } catch {
    return false
  }
}
const url = z.string().check(z.refine(isUrl, 'must be a URL'))
const stringRecord = <T extends string | number>(valid: (value: unknown) => value is T, message: string) =>
  z.custom<Record<string, T>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(valid),
    message,
  )
const isVariable = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number'
const isAccountType = (v: unknown): v is AccountType => v === 'eoa' || v === 'smartAccount' || v === 'payment'

// SPEC §9 default features. Unknown keys are kept: they belong to feature plugins.
const features = z.looseObject({
  receive: bool(true),
  send: bool(true),
  analytics: bool(true),
  allWallets: bool(true),
  legalCheckbox: bool(false),
  smartSessions: bool(false),
  collapseWallets: bool(false),
  pay: bool(false),
  emailShowWallets: bool(true),
  connectMethodsOrder: z.optional(z.array(z.literal(['email', 'social', 'wallet']))),
})

/** The `features` keys of SPEC §9, which every modal knows without a plugin. */
export const SPEC_FEATURE_KEYS: readonly string[] = Object.keys(features.shape)

const remoteFeatures = z.object({
  email: bool(true),
  socials: z._default(z.union([z.array(z.literal(SOCIAL_PROVIDERS)), z.literal(false)]), [...SOCIAL_PROVIDERS]),
  swaps: z._default(z.union([z.array(z.string()), z.literal(false)]), ['1inch']),
  onramp: z._default(z.union([z.array(z.string()), z.literal(false)]), ['meld', 'coinbase']),
  activity: bool(true),
  reownBranding: bool(true),
})

const network = z.looseObject({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: z.string().check(z.refine((id) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/.test(id), 'must be a CAIP-2 id')),
  chainNamespace: z.string(),
  name: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.refine(Number.isInteger, 'must be an integer')) }),
  rpcUrls: z.looseObject({ default: z.object({ http: z.array(z.string()) }) }),
})

const plugin = z.custom<{ kind: 'namespace' | 'feature' }>(
  (value) => typeof value === 'object' && value !== null && ['namespace', 'feature'].includes((value as { kind?: string }).kind ?? ''),
  'must be a plugin made by a plugin factory',
)

const customWallet = z.looseObject({
  id: z.string(),
  name: z.string(),
  image_url: z.optional(z.string()),
  mobile_link: z.optional(z.string()),
  desktop_link: z.optional(z.string()),
  webapp_link: z.optional(z.string()),
})

const schema = z.object({
  projectId: z.string('a project id is required').check(z.minLength(1, 'a project id is required')),
  plugins: z.array(plugin),
  networks: z.array(network).check(z.minLength(1, 'at least one network is required')),
  defaultNetwork: z.optional(network),
  metadata: z.optional(
    z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
  ),
  features: z.prefault(features, {}),
  remoteFeatures: z.prefault(remoteFeatures, {}),
  themeMode: z._default(z.literal(['light', 'dark']), 'light'),
  themeVariables: z._default(stringRecord(isVariable, 'must map CSS variable names to values'), {}),
  enableNetworkSwitch: bool(true),
  allowUnsupportedChain: bool(false),
  manualWCControl: bool(false),
  enableEIP6963: bool(true),
  enableInjected: bool(true),
  disableAppend: bool(false),
  enableEmbedded: bool(false),
  /**
   * The page is rendered on the server and hydrated: stored connections and the stored network are
   * restored only once it has hydrated (GangwayProvider says so), so the first client render matches
   * the server's markup.
   */
  ssr: bool(false),
  includeWalletIds: z._default(z.array(z.string()), []),
  excludeWalletIds: z._default(z.array(z.string()), []),
  featuredWalletIds: z._default(z.array(z.string()), []),
  customWallets: z._default(z.array(customWallet), []),
  termsConditionsUrl: z.optional(url),
  privacyPolicyUrl: z.optional(url),
  defaultAccountTypes: z._default(stringRecord(isAccountType, 'must map namespaces to eoa, smartAccount or payment'), {}),
  siweConfig: z.optional(z.unknown()),
  siwx: z.optional(z.unknown()),
  sdkType: z._default(z.string(), 'gangway'),
  sdkVersion: z._default(z.string(), 'html-wagmi-4.2.2'),
  /** Base URLs of the services the modal talks to (self-hosted or cloud). Nothing is called when unset. */
  services: z.prefault(
    z.object({ api: z.optional(url), catalogue: z.optional(url), analytics: z.optional(url), relay: z.optional(z.string()), rpc: z.optional(url) }),
    {},
  ),
  storagePrefix: z.optional(z.string()),
  logLevel: z._default(z.literal(['debug', 'info', 'warn', 'error', 'silent']), 'error'),
})

type Parsed = z.output<typeof schema>

/** What a host passes to createModal, but for `plugins` (typed where the plugin contract lives). */
export type OptionsInput<P> = Omit<z.input<typeof schema>, 'networks' | 'defaultNetwork' | 'plugins' | 'features'> & {
  plugins: readonly P[]
  networks: readonly Network[]
  defaultNetwork?: Network
  features?: FeatureFlags
}

/** The parsed options every plugin reads. The plugin list is handed to the kernel separately. */
export type ModalOptions = Omit<Parsed, 'networks' | 'defaultNetwork' | 'logLevel' | 'plugins' | 'features'> & {
  networks: readonly Network[]
  defaultNetwork?: Network
  logLevel: LogLevel
  /** The SPEC §9 switches with their defaults, and the keys of installed feature plugins with theirs. */
  features: FeatureFlags & Record<string, unknown>
}

/**
 * Parse and check the host's options. `extensions` are the keys feature plugins read from
 * `features` (their defaults fill in what the host left out; a value failing a check is an error
 * naming the field, like every other bad option).
 */
export function parseOptions<P>(input: OptionsInput<P>, extensions: Readonly<Record<string, FeatureOption>> = {}): ModalOptions {
  const result = schema.safeParse(input)
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(options)'}: ${issue.message}`)
  const given = (input.features ?? {}) as Record<string, unknown>
  for (const [key, option] of Object.entries(extensions)) {
    if (given[key] !== undefined && !option.check(given[key])) problems.push(`features.${key}: ${option.message}`)
  }
  if (!result.success || problems.length) throw gangwayError('INVALID_OPTIONS', problems.join('; '))
  if (input.siweConfig !== undefined && input.siwx !== undefined) {
    throw gangwayError('INVALID_OPTIONS', 'siweConfig, siwx: use one of them, not both')
  }
  const { logLevel, plugins: _plugins, features: parsedFeatures, ...rest } = result.data
  const defaults = Object.fromEntries(Object.entries(extensions).map(([key, option]) => [key, option.default]))
  // Keep the host's own network objects (zod strips nothing from them, but identity matters).
  return {
    ...rest,
    logLevel,
    features: { ...defaults, ...stripUndefined(parsedFeatures) },
    networks: input.networks,
    defaultNetwork: input.defaultNetwork,
  }
}

const stripUndefined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined))
