// The global options, parsed with zod/mini (full zod costs bytes on every page that loads Gangway).
// Defaults are SPEC §9's. A bad option throws one error naming each bad field.
import * as z from 'zod/mini'
import { gangwayError } from './errors'
import type { LogLevel } from './log'
import type { AccountType, Network, Plugin } from './plugin'

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
export type ConnectMethod = 'email' | 'social' | 'wallet'

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

const features = z.object({
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

const plugin = z.custom<Plugin>(
  (value) => typeof value === 'object' && value !== null && ['namespace', 'feature'].includes((value as Plugin).kind),
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
    z.object({ api: z.optional(url), catalogue: z.optional(url), analytics: z.optional(url), relay: z.optional(z.string()) }),
    {},
  ),
  storagePrefix: z.optional(z.string()),
  logLevel: z._default(z.literal(['debug', 'info', 'warn', 'error', 'silent']), 'error'),
})

export type ModalOptionsInput = Omit<z.input<typeof schema>, 'networks' | 'defaultNetwork' | 'plugins'> & {
  networks: readonly Network[]
  defaultNetwork?: Network
  plugins: readonly Plugin[]
}
export type ModalOptions = Omit<z.output<typeof schema>, 'networks' | 'defaultNetwork' | 'logLevel'> & {
  networks: readonly Network[]
  defaultNetwork?: Network
  logLevel: LogLevel
}

export function parseOptions(input: ModalOptionsInput): ModalOptions {
  const result = schema.safeParse(input)
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.') || '(options)'}: ${issue.message}`).join('; ')
    throw gangwayError('INVALID_OPTIONS', detail)
  }
  if (input.siweConfig !== undefined && input.siwx !== undefined) {
    throw gangwayError('INVALID_OPTIONS', 'siweConfig, siwx: use one of them, not both')
  }
  // Keep the host's own network objects (zod strips nothing from them, but identity matters).
  const { logLevel, ...rest } = result.data
  return { ...rest, logLevel, networks: input.networks, defaultNetwork: input.defaultNetwork }
}
