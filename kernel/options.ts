// The global options, checked with the few lines of ./check (a schema library here cost every host's
// first render ~11 KiB gzip). Defaults are SPEC §9's. A bad option throws one error naming each bad
// field. Feature plugins bring their own keys under `features` (their switch and their settings):
// `parseOptions` takes them as `extensions`, so this file knows no plugin.
import { arrayOf, bool, is, isRecord, aString, isUrl, objectOf, oneOf, optional, withDefault, type Check } from './check'
import { gangwayError } from './errors'
import { isLocaleTag } from './i18n'
import type { LogLevel } from './log'
import type { ThemeMode, ThemeVariables } from './theme'
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

const isVariable = (v: unknown) => typeof v === 'string' || typeof v === 'number'
const recordOf = <T>(valid: (value: unknown) => boolean, message: string) => is<Record<string, T>>((v) => isRecord(v) && Object.values(v).every(valid), message)
const stringList = arrayOf(aString)
/** A list, or false for none (SPEC §5 remote features). */
const listOrOff = <T extends string>(item: Check<T>, fallback: T[]): Check<T[] | false> =>
  withDefault((value, at, problems) => (value === false ? false : arrayOf(item)(value, at, problems)), fallback)

// SPEC §9 default features. Unknown keys are kept: they belong to feature plugins.
const features = objectOf({
  receive: bool(true),
  send: bool(true),
  analytics: bool(true),
  allWallets: bool(true),
  legalCheckbox: bool(false),
  smartSessions: bool(false),
  collapseWallets: bool(false),
  pay: bool(false),
  emailShowWallets: bool(true),
  connectMethodsOrder: optional(arrayOf(oneOf<ConnectMethod>(['email', 'social', 'wallet']))),
})

/** The `features` keys of SPEC §9, which every modal knows without a plugin. */
export const SPEC_FEATURE_KEYS: readonly string[] = Object.keys(features({}, '', []))

export type RemoteFeatures = {
  email: boolean
  socials: SocialProvider[] | false
  swaps: string[] | false
  onramp: string[] | false
  activity: boolean
  reownBranding: boolean
}

const remoteFeatures: Check<RemoteFeatures> = objectOf({
  email: bool(true),
  socials: listOrOff(oneOf(SOCIAL_PROVIDERS), [...SOCIAL_PROVIDERS]),
  swaps: listOrOff(aString, ['1inch']),
  onramp: listOrOff(aString, ['meld', 'coinbase']),
  activity: bool(true),
  reownBranding: bool(true),
})

const network = objectOf({
  id: is<number | string>(isVariable, 'must be a number or a string'),
  caipNetworkId: is<string>((id) => typeof id === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/.test(id), 'must be a CAIP-2 id'),
  chainNamespace: aString,
  name: aString,
  nativeCurrency: objectOf({ name: aString, symbol: aString, decimals: is<number>(Number.isInteger, 'must be an integer') }),
  rpcUrls: objectOf({ default: objectOf({ http: stringList }) }),
})

const plugin = is<{ kind: 'namespace' | 'feature' }>(
  (value) => isRecord(value) && (value.kind === 'namespace' || value.kind === 'feature'),
  'must be a plugin made by a plugin factory',
)

export interface CustomWallet {
  id: string
  name: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

const customWallet = objectOf({
  id: aString,
  name: aString,
  image_url: optional(aString),
  mobile_link: optional(aString),
  desktop_link: optional(aString),
  webapp_link: optional(aString),
})

export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Base URLs of the services the modal talks to (self-hosted or cloud). Nothing is called when unset. */
export interface ServiceUrls {
  api?: string
  catalogue?: string
  analytics?: string
  relay?: string
  /** SPEC §7's RPC service: `{rpc}/v1/?chainId=..&projectId=..` is read first for the chains its `v1/supported-chains` lists. */
  rpc?: string
}

/** The options every plugin reads, as checked, with SPEC §9's defaults filled in. */
export interface ModalOptions {
  projectId: string
  networks: readonly Network[]
  defaultNetwork?: Network
  metadata?: AppMetadata
  /** The SPEC §9 switches with their defaults, and the keys of installed feature plugins with theirs. */
  features: FeatureFlags & Record<string, unknown>
  remoteFeatures: RemoteFeatures
  /** 'system' follows the device's light or dark setting. */
  themeMode: ThemeMode | 'system'
  themeVariables: ThemeVariables
  /**
   * The language (a BCP 47 tag: 'es', 'pt-BR', 'ar'); default: the browser's first language Gangway
   * has, else English. Other locales than English load only when chosen.
   */
  locale?: string
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  manualWCControl: boolean
  enableEIP6963: boolean
  enableInjected: boolean
  disableAppend: boolean
  enableEmbedded: boolean
  /**
   * The page is rendered on the server and hydrated: stored connections and the stored network are
   * restored only once it has hydrated (GangwayProvider says so), so the first client render matches
   * the server's markup.
   */
  ssr: boolean
  includeWalletIds: string[]
  excludeWalletIds: string[]
  featuredWalletIds: string[]
  customWallets: CustomWallet[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  defaultAccountTypes: Record<string, AccountType>
  siweConfig?: unknown
  siwx?: unknown
  sdkType: string
  sdkVersion: string
  services: ServiceUrls
  storagePrefix?: string
  logLevel: LogLevel
}

/** What a host passes to createModal (`P`, the plugin type, is typed where the plugin contract lives). */
export type OptionsInput<P> = Partial<Omit<ModalOptions, 'projectId' | 'networks' | 'features' | 'remoteFeatures' | 'services' | 'defaultAccountTypes'>> & {
  projectId: string
  plugins: readonly P[]
  networks: readonly Network[]
  features?: FeatureFlags
  remoteFeatures?: Partial<RemoteFeatures>
  services?: ServiceUrls
  defaultAccountTypes?: Record<string, AccountType>
}

const top = objectOf({
  projectId: is<string>((v) => typeof v === 'string' && v.length > 0, 'a project id is required'),
  plugins: arrayOf(plugin),
  networks: (value: unknown, at: string, problems: string[]) => {
    const list = arrayOf(network)(value, at, problems)
    if (list?.length === 0) problems.push(`${at}: at least one network is required`)
    return list
  },
  defaultNetwork: optional(network),
  metadata: optional(objectOf({ name: aString, description: aString, url: aString, icons: stringList })),
  features,
  remoteFeatures,
  themeMode: withDefault(oneOf<ThemeMode | 'system'>(['light', 'dark', 'system']), 'light'),
  locale: optional(is<string>(isLocaleTag, 'must be a language tag (es, pt-BR)')),
  themeVariables: withDefault(recordOf<string | number>(isVariable, 'must map CSS variable names to values'), {}),
  enableNetworkSwitch: bool(true),
  allowUnsupportedChain: bool(false),
  manualWCControl: bool(false),
  enableEIP6963: bool(true),
  enableInjected: bool(true),
  disableAppend: bool(false),
  enableEmbedded: bool(false),
  ssr: bool(false),
  includeWalletIds: withDefault(stringList, []),
  excludeWalletIds: withDefault(stringList, []),
  featuredWalletIds: withDefault(stringList, []),
  customWallets: withDefault(arrayOf(customWallet), []),
  termsConditionsUrl: optional(isUrl),
  privacyPolicyUrl: optional(isUrl),
  defaultAccountTypes: withDefault(recordOf<AccountType>((v) => v === 'eoa' || v === 'smartAccount' || v === 'payment', 'must map namespaces to eoa, smartAccount or payment'), {}),
  sdkType: withDefault(aString, 'gangway'),
  sdkVersion: withDefault(aString, 'html-wagmi-4.2.2'),
  services: objectOf({ api: optional(isUrl), catalogue: optional(isUrl), analytics: optional(isUrl), relay: optional(aString), rpc: optional(isUrl) }),
  storagePrefix: optional(aString),
  logLevel: withDefault(oneOf<LogLevel>(['debug', 'info', 'warn', 'error', 'silent']), 'error'),
})

/**
 * Parse and check the host's options. `extensions` are the keys feature plugins read from
 * `features` (their defaults fill in what the host left out; a value failing a check is an error
 * naming the field, like every other bad option).
 */
export function parseOptions<P>(input: OptionsInput<P>, extensions: Readonly<Record<string, FeatureOption>> = {}): ModalOptions {
  const problems: string[] = []
  // The nested objects default to {} so their own defaults fill in.
  const parsed = top({ ...input, features: input.features ?? {}, remoteFeatures: input.remoteFeatures ?? {}, services: input.services ?? {} }, '', problems)
  const given = (input.features ?? {}) as Record<string, unknown>
  for (const [key, option] of Object.entries(extensions)) {
    if (given[key] !== undefined && !option.check(given[key])) problems.push(`features.${key}: ${option.message}`)
  }
  if (problems.length) throw gangwayError('INVALID_OPTIONS', problems.join('; '))
  if (input.siweConfig !== undefined && input.siwx !== undefined) {
    throw gangwayError('INVALID_OPTIONS', 'siweConfig, siwx: use one of them, not both')
  }
  const { plugins: _plugins, features: parsedFeatures, ...rest } = parsed
  const defaults = Object.fromEntries(Object.entries(extensions).map(([key, option]) => [key, option.default]))
  // Keep the host's own network objects (identity matters).
  return {
    ...rest,
    features: { ...defaults, ...stripUndefined(parsedFeatures) },
    networks: input.networks,
    defaultNetwork: input.defaultNetwork,
  } as ModalOptions
}

const stripUndefined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined))
