// The internal kernel of one modal instance: options, context, plugins and every store. Types
// only: `create-kernel.ts` builds it, actions (kernel/actions/*) are plain functions over it, and
// the public Modal wraps them.
import type { WritableAtom } from 'nanostores'
import type { KernelContext } from './context'
import type { ConnectionKeeper, Connector, FeaturePlugin, NamespacePlugin, WalletSession } from './plugin'
import type { Router, ViewEntry } from './router'
import type { AccountState } from './state/accounts'
import type { AlertState } from './state/alerts'
import type { ModalOptions } from './options'
import type { ConnectorState } from './state/connectors'
import type { NetworkState } from './state/network'
import type { ToastState } from './state/toast'
import type { LanguageState } from './i18n'
import type { createThemeMode } from './theme'
import type { Namespace, Unsubscribe } from './types'

export interface LiveSession {
  connector: Connector
  session: WalletSession
  stop: Unsubscribe
}

export interface Kernel {
  ctx: KernelContext
  namespaces: Map<Namespace, NamespacePlugin>
  features: readonly FeaturePlugin[]
  accounts: AccountState
  network: NetworkState
  connectors: ConnectorState
  toast: ToastState
  alerts: AlertState
  /** SPEC §9 remote features: the host's, until the project's remote config replaces them (first open). */
  $remoteFeatures: WritableAtom<ModalOptions['remoteFeatures']>
  router: Router
  $open: WritableAtom<boolean>
  /** The mode that applies ('system' resolved), and the setter that may follow the device. */
  theme: ReturnType<typeof createThemeMode>
  /** The language shown: the host's or the browser's choice, and the texts loaded for it. */
  language: LanguageState
  /** SPEC §2: while any of these returns true, closing is refused (a required sign-in, say). */
  closeGuards: Set<() => boolean>
  /** Run once a person connected through the modal; the first view one returns is shown next. */
  afterConnect: Set<() => Promise<ViewEntry | undefined> | ViewEntry | undefined>
  sessions: Map<Namespace, LiveSession>
  /** SPEC §4 known connections: the plugin keeping each namespace's other connections, if any. */
  keeper?: ConnectionKeeper
  /** What storage held when the modal was made, before the kernel wrote anything (startup reads it). */
  stored: { activeNetworkId?: string; activeNamespace?: string }
}
