// The alert shown in the modal (SPEC §8): each alert shows once per modal; the person dismisses it.
// The store holds the code only: the texts (kernel/alerts.ts) load with the view that shows them.
import { atom } from 'nanostores'
import type { AlertCode } from '../alerts'

export function createAlertState(log: { error(...args: unknown[]): void; warn(...args: unknown[]): void }) {
  const $alert = atom<AlertCode | undefined>(undefined)
  const shown = new Set<AlertCode>()
  return {
    $alert,
    /** Shows `code` unless it was shown before; the host's console hears of it too (a notice as a warning). */
    show(code: AlertCode): void {
      if (shown.has(code)) return
      shown.add(code)
      $alert.set(code)
      void import('../alerts').then(({ alertCatalogue, isNotice }) => log[isNotice(code) ? 'warn' : 'error'](`${alertCatalogue[code].title}: ${alertCatalogue[code].description}`))
    },
    dismiss(): void {
      $alert.set(undefined)
    },
  }
}

export type AlertState = ReturnType<typeof createAlertState>
