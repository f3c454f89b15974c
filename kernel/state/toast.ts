// One toast at a time: an open toast is closed and replaced after 150 ms (SPEC §4, §9).
import { atom } from 'nanostores'

export type ToastVariant = 'success' | 'loading' | 'error'
export interface Toast {
  open: boolean
  message: string
  variant: ToastVariant
}

export const TOAST_SWAP_DELAY_MS = 150
export const TOAST_VISIBLE_MS = 2500

export function createToastState() {
  const $toast = atom<Toast>({ open: false, message: '', variant: 'success' })
  let timer: ReturnType<typeof setTimeout> | undefined

  const display = (message: string, variant: ToastVariant) => {
    $toast.set({ open: true, message, variant })
    // A loading toast stays until something replaces it.
    if (variant !== 'loading') timer = setTimeout(hide, TOAST_VISIBLE_MS)
  }
  function hide(): void {
    clearTimeout(timer)
    $toast.set({ ...$toast.get(), open: false })
  }
  function show(message: string, variant: ToastVariant): void {
    clearTimeout(timer)
    if ($toast.get().open) {
      hide()
      timer = setTimeout(() => display(message, variant), TOAST_SWAP_DELAY_MS)
    } else {
      display(message, variant)
    }
  }
  return { $toast, show, hide }
}

export type ToastState = ReturnType<typeof createToastState>
