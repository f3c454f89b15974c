// The activity list's state and loading (SPEC §5): history pages from the services, only the
// connected chain, spam (every transfer flagged) hidden, 'Failed to fetch transactions' on error.
import { map } from 'nanostores'
import { gangwayError, perModal, toastMessages, type PluginApi, type Transaction } from 'gangway'

export interface ActivityState {
  transactions: Transaction[]
  /** Cursor of the next page; null when the last page is in. */
  next: string | null
  loading: boolean
  /** Set when the last load failed. */
  failed: boolean
  /** account@chain the list belongs to. */
  key?: string
}

/** SPEC §5: a transaction whose every transfer is flagged spam is hidden. */
export const isSpam = (tx: Transaction): boolean => tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags?.is_spam === true)

export function visibleTransactions(list: readonly Transaction[], caipNetworkId: string | undefined): Transaction[] {
  return list.filter((tx) => !isSpam(tx) && (!tx.metadata.chain || tx.metadata.chain === caipNetworkId))
}

export function createActivityController(modal: PluginApi) {
  const $activity = map<ActivityState>({ transactions: [], next: null, loading: false, failed: false })
  let generation = 0

  /** The first page (again), or with `more` the page after the ones loaded. */
  async function load(o: { more?: boolean } = {}): Promise<void> {
    const namespace = modal.stores.$activeNamespace.get()
    const network = modal.stores.$activeNetwork.get()
    const address = namespace ? modal.stores.$accounts.get()[namespace]?.address : undefined
    if (!address) throw gangwayError('TRANSACTIONS_NEED_ADDRESS')
    const key = `${address}@${network?.caipNetworkId}`
    const current = $activity.get()
    if (o.more && (current.key !== key || !current.next || current.loading)) return
    const run = ++generation
    $activity.set({ ...(o.more ? current : { transactions: [], next: null }), loading: true, failed: false, key })
    try {
      const services = await modal.services()
      const page = await services.api.history(address, { chainId: network?.caipNetworkId, cursor: o.more ? (current.next ?? undefined) : undefined })
      if (run !== generation) return // the person moved on to another account or network
      const before = o.more ? current.transactions : []
      $activity.set({ transactions: [...before, ...visibleTransactions(page.data, network?.caipNetworkId)], next: page.next ?? null, loading: false, failed: false, key })
    } catch (error) {
      if (run !== generation) return
      $activity.set({ ...$activity.get(), loading: false, failed: true })
      modal.toast.show(toastMessages.FAILED_TO_FETCH_TRANSACTIONS, 'error')
      modal.events.emit('error', { error: error instanceof Error ? error : new Error(String(error)) })
    }
  }

  return { $activity, load }
}

export type ActivityController = ReturnType<typeof createActivityController>

/** The activity controller of a modal, made on first use. */
export const activityController = perModal(createActivityController)
