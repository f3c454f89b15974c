// The wallets discovered so far, in the order they were found.
import { atom } from 'nanostores'
import { safeImageUrl } from '../images'
import type { Connector } from '../plugin'

export function createConnectorState() {
  const $connectors = atom<readonly Connector[]>([])
  return {
    $connectors,
    /**
     * A wallet announcing itself again replaces its earlier entry instead of adding a twin. Catalogue
     * wallets share their connector's id (walletConnect) and differ by explorer id.
     */
    add(announced: Connector): void {
      // An icon is whatever a page script or a catalogue says: only http(s) and inline images are shown.
      const connector = { ...announced, icon: safeImageUrl(announced.icon) }
      const others = $connectors.get().filter((c) => !(c.id === connector.id && c.chain === connector.chain && c.explorerId === connector.explorerId))
      $connectors.set([...others, connector])
    },
    remove(id: string, namespace: string): void {
      $connectors.set($connectors.get().filter((c) => !(c.id === id && c.chain === namespace)))
    },
    /** Wallet ids most recently connected (SPEC §9: at most 2). */
    $recentIds: atom<readonly string[]>([]),
    find: (id: string, namespace?: string): Connector | undefined =>
      $connectors.get().find((c) => c.id === id && (namespace === undefined || c.chain === namespace)),
  }
}

export type ConnectorState = ReturnType<typeof createConnectorState>
