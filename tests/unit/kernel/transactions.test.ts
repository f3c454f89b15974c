import { describe, expect, it } from 'vitest'
import { view } from '../../../kernel/router'
import { PENDING_TRANSACTIONS_LIMIT, popTransaction, pushTransaction } from '../../../kernel/transactions'
import { makeModal } from '../support/modal'
import { testNamespace } from '../support/namespace'

const stacked = () => {
  const { modal } = makeModal({ plugins: [testNamespace('eip155')] })
  modal.open()
  modal.router.push(view('Networks'))
  modal.router.push(view('AllWallets'))
  return modal
}

describe('SPEC §4 the transaction stack', () => {
  it('SPEC §4 a pop with success runs the success handler and does not go back by itself', () => {
    const modal = stacked()
    const ran: string[] = []
    pushTransaction(modal.router, { onSuccess: () => ran.push('success'), onError: () => ran.push('error') })
    popTransaction(modal.router, 'success')
    expect(ran).toEqual(['success'])
    expect(modal.router.current().name).toBe('AllWallets')
  })

  it('SPEC §4 a pop with error or cancel runs that handler and goes back', () => {
    const modal = stacked()
    const ran: string[] = []
    pushTransaction(modal.router, { onCancel: () => ran.push('cancel') })
    pushTransaction(modal.router, { onError: () => ran.push('error') })
    popTransaction(modal.router, 'error')
    expect(modal.router.current().name).toBe('Networks')
    popTransaction(modal.router, 'cancel')
    expect(ran).toEqual(['error', 'cancel'])
    expect(modal.router.current().name).toBe('Connect')
  })

  it('SPEC §2 a push with no success handler leaves the view where it is on success', () => {
    const modal = stacked()
    pushTransaction(modal.router, {})
    popTransaction(modal.router, 'success')
    expect(modal.router.current().name).toBe('AllWallets')
    popTransaction(modal.router, 'error') // nothing left to pop: nothing happens
    expect(modal.router.current().name).toBe('AllWallets')
  })

  it('SPEC §4 two modals keep their own stacks', () => {
    const a = stacked()
    const b = stacked()
    const ran: string[] = []
    pushTransaction(a.router, { onSuccess: () => ran.push('a') })
    popTransaction(b.router, 'success')
    expect(ran).toEqual([])
    popTransaction(a.router, 'success')
    expect(ran).toEqual(['a'])
  })

  it('SPEC §9 pending transactions are capped at 99: a 100th drops the oldest, the 99 newest still answer', () => {
    const modal = stacked()
    const answered: number[] = []
    for (let i = 0; i < 100; i++) pushTransaction(modal.router, { onSuccess: () => answered.push(i) })
    for (let i = 0; i < 100; i++) popTransaction(modal.router, 'success')
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(answered).toHaveLength(99)
    expect(answered[0]).toBe(99)
    expect(answered.at(-1)).toBe(1)
  })
})
