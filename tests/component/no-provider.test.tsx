// README 'The host API': the kernel warns a developer whose open() finds no <GangwayProvider> mounted
// (tests/unit/kernel/no-provider.test.ts). Here, with the real provider: a mounted one is seen.
import { act, render, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal, type Modal } from '../../kernel'
import { GangwayProvider } from '../../ui'
import { testEnv } from '../unit/support/env'
import { eth } from '../unit/support/modal'
import { testNamespace } from '../unit/support/namespace'

const WARNING = 'modal.open(): no <GangwayProvider modal={…}> is mounted, so nothing is shown'
const made: Modal[] = []
const newModal = () => {
  const modal = createModal({ projectId: 'test', plugins: [testNamespace('eip155')], networks: [eth] }, testEnv({ window }))
  made.push(modal)
  return modal
}

afterEach(() => {
  made.splice(0).forEach((modal) => modal.destroy())
  vi.restoreAllMocks()
})

describe("README 'The host API': open() with no <GangwayProvider> mounted is a developer warning", () => {
  it('open() at startup, before <GangwayProvider modal={modal}> mounts: the dialog shows and nothing is warned', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warnings = () => warn.mock.calls.filter((call) => call[1] === WARNING)
    const shown = newModal()
    const unshown = newModal()
    act(() => shown.open())
    const view = render(<GangwayProvider modal={shown} />)
    const screen = within(document.querySelector('gangway-modal')!.shadowRoot as unknown as HTMLElement)
    await screen.findByRole('dialog')
    // The control: a modal no provider shows, opened later. Its check runs after the shown modal's
    // (the same wait, begun later), so once it has warned, the shown modal's check has run too.
    act(() => unshown.open())
    await vi.waitFor(() => expect(warnings()).toHaveLength(1), { timeout: 10_000 })
    expect(warn).toHaveBeenCalledWith('[gangway]', WARNING)
    view.unmount()
  })
})
