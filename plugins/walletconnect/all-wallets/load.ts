// The catalogue view's code, loaded once (on intent by preload.ts, or on the click); once there, All
// Wallets renders it without suspending (see loadOnce in gangway/react).
import { loadOnce } from 'gangway/react'

export const catalogueView = loadOnce(() => import('./catalogue-view'))
