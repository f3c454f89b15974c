import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastState, TOAST_SWAP_DELAY_MS } from '../../../../kernel/state/toast'

describe('toasts (SPEC §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('SPEC §9 the toast swap delay is 150 ms', () => {
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
  })

  it('SPEC §4 a toast shows at once when none is open', () => {
    const toast = createToastState()
    toast.show('Signature declined', 'error')
    expect(toast.$toast.get()).toEqual({ open: true, message: 'Signature declined', variant: 'error' })
  })

  it('SPEC §4 an open toast is closed and replaced after 150 ms', () => {
    const toast = createToastState()
    toast.show('Authenticating...', 'loading')
    toast.show('Signature declined', 'error')
    // Closed at once, the old message still in place while it fades.
    expect(toast.$toast.get()).toEqual({ open: false, message: 'Authenticating...', variant: 'loading' })
    vi.advanceTimersByTime(149)
    expect(toast.$toast.get().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast.$toast.get()).toEqual({ open: true, message: 'Signature declined', variant: 'error' })
  })

  it('SPEC §4 toast variants are success, loading and error; a loading toast stays until replaced', () => {
    const toast = createToastState()
    toast.show('Authenticating...', 'loading')
    vi.advanceTimersByTime(60_000)
    expect(toast.$toast.get()).toEqual({ open: true, message: 'Authenticating...', variant: 'loading' })
    toast.hide()
    expect(toast.$toast.get().open).toBe(false)
  })

  it('SPEC §4 a toast replaced twice within the delay shows only the last one', () => {
    const toast = createToastState()
    toast.show('one', 'success')
    toast.show('two', 'success')
    vi.advanceTimersByTime(50)
    toast.show('three', 'error')
    vi.advanceTimersByTime(150)
    expect(toast.$toast.get()).toEqual({ open: true, message: 'three', variant: 'error' })
    vi.advanceTimersByTime(150)
    expect(toast.$toast.get().message).toBe('three')
  })
})
