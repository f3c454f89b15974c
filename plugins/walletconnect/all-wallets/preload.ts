// Fetched ahead once the open modal is idle: All Wallets' code and its first catalogue page, so the
// click on All Wallets paints rows in its own frame (issue 15: within 100 ms). Only after the
// person opened the modal (SPEC §7: nothing leaves the page before), and only the first page.
import type { PluginApi } from 'gangway'
import { catalogueOf } from '../catalogue/client'
import { baseQuery, fetchFirstPage } from './first-page'
import { catalogueView } from './load'

export function preloadAllWallets(modal: PluginApi): void {
  const catalogue = catalogueOf(modal)
  if (!catalogue || !modal.options.features.allWallets) return
  fetchFirstPage(modal, catalogue, baseQuery(modal)).catch(() => undefined) // the view shows the error when opened
  catalogueView.start().catch(() => undefined)
}
