// The platform the kernel runs on, injected once so tests and SSR can supply their own.
import type { KeyValueBackend } from './storage'

export interface Environment {
  /** Where wallets announce themselves (EIP-6963, Wallet Standard). Absent during SSR. */
  window: Window | undefined
  storage: KeyValueBackend | undefined
  fetch: typeof fetch
  isMobile(): boolean
}

export function browserEnvironment(): Environment {
  const w = typeof window === 'undefined' ? undefined : window
  let storage: KeyValueBackend | undefined
  try {
    storage = w?.localStorage
  } catch {
    storage = undefined // blocked by privacy settings: run without persistence
  }
  return {
    window: w,
    storage,
    fetch: (...args) => globalThis.fetch(...args),
    isMobile: () =>
      Boolean(w) &&
      (w!.matchMedia?.('(pointer: coarse)').matches ||
        /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u.test(w!.navigator.userAgent)),
  }
}
