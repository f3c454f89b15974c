// Fetched ahead when the person heads for All Wallets (a pointer over it, focus on it): its code
// and its first catalogue page, so the click paints rows in its own frame (issue 15: within 100 ms).
// Only in the open modal (SPEC §7: nothing leaves the page before), and only the first page.
import type { PluginApi } from 'gangway'
import { catalogueOf } from '../catalogue/client'
import { baseQuery, fetchFirstPage } from './first-page'
import { catalogueView } from './load'

/** Resolves once the list's code is here (the page may still be on its way: the list shows it arriving). */
export async function preloadAllWallets(modal: PluginApi): Promise<void> {
  const catalogue = catalogueOf(modal)
  if (!catalogue || !modal.options.features.allWallets) return
  fetchFirstPage(modal, catalogue, baseQuery(modal)).catch(() => undefined) // the view shows the error when opened
  await catalogueView.start().catch(() => undefined)
}
