// What the factory hands the lazily loaded half, per modal: the options and the connector registry
// (connectors come and go with the embedded session, see controller.ts). Tiny on purpose: the
// factory imports it.
import type { Connector, ConnectorRegistry, Namespace, PluginApi } from 'gangway'
import type { FrameTransport } from './frame-transport'

export interface EmbeddedOptions {
  /** Where the secure site runs (its own origin): the frame loads from `${secureSiteUrl}/frame`. */
  secureSiteUrl: string
  /** Social providers offered on Connect (default SPEC §9's: google, x, discord, farcaster, github, apple, facebook). Remote config narrows them. */
  socials?: ReadonlyArray<'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'>
  /** The e-mail section on Connect (default true; remote config may turn it off). */
  email?: boolean
  /** How the modal reaches the frame: the browser's iframe by default. Tests and other hosts of the frame may bring their own. */
  transport?(api: PluginApi): FrameTransport
}

/** The connector id of the embedded wallet, in every namespace it serves. */
export const AUTH_CONNECTOR_ID = 'auth'
/** SPEC §1: the embedded wallet serves eip155 and solana only. */
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const

export interface EmbeddedContext {
  options: EmbeddedOptions
  registry: ConnectorRegistry
  /** The namespaces the embedded wallet serves in this modal (installed ones of AUTH_NAMESPACES). */
  chains: readonly Namespace[]
  /** The connector of a namespace (made by the factory, so the lazy half imports nothing back). */
  connector(namespace: Namespace): Connector
  /** What the lazy half must undo when the modal is destroyed (its secure frame). */
  onDestroy(undo: () => void): void
}

const contexts = new WeakMap<PluginApi, EmbeddedContext>()

export const setContext = (api: PluginApi, context: EmbeddedContext) => void contexts.set(api, context)

export function contextOf(api: PluginApi): EmbeddedContext {
  const context = contexts.get(api)
  if (!context) throw new Error('The embedded wallet was not started for this modal (is features.embedded off?)')
  return context
}

/** SPEC §4 'Login cache': the keys of the modal's storage the embedded wallet keeps. */
export const loginCacheKeys = {
  email: 'embedded_email',
  emailLoginUsed: 'embedded_email_login_used',
  lastEmailLoginTime: 'embedded_last_email_login_time',
  lastChain: 'embedded_last_chain',
} as const
