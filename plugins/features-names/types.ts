// The settings of gangway/names a host gives the factory, and the plugin object that carries them.
import type { FeaturePlugin } from 'gangway'

export interface NamesOptions {
  /** The registry's zone: names end in `.${zone}` (default 'gw'). */
  zone?: string
  /**
   * SPEC §6: registration needs the auth (e-mail or social) connector. True lets wallet
   * connections (extensions, WalletConnect) register too. Default false.
   */
  allowWalletConnections?: boolean
}

export interface NamesPlugin extends FeaturePlugin {
  readonly zone: string
  readonly allowWalletConnections: boolean
}
