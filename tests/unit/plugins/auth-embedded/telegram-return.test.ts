// SPEC §2 Telegram: in a Telegram mini app the social sign-in sends the whole page to the provider, which
// sends it back with result_uri in the address. On that page load the modal (a real kernel, fake
// timers, a scripted secure frame) takes the parameter out of the address bar and finishes the
// sign-in with it. The window is a stand-in whose history.replaceState changes its address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModal } from '../../../../kernel/modal'
import { storageKeys } from '../../../../kernel/storage'
import { embedded } from '../../../../plugins/auth-embedded'
import { AUTH_CONNECTOR_ID } from '../../../../plugins/auth-embedded/context'
import { APP, frameReply, type ConnectedUser, type RequestType } from '../../../../plugins/auth-embedded/protocol'
import { MemoryStorage, testEnv } from '../../support/env'
import { eth } from '../../support/modal'
import { ADDRESS_A, testNamespace } from '../../support/namespace'
import { scriptedFrameTransport, type PostedMessage } from './scripted-frame'

const RESULT_URI = 'http://127.0.0.1:9/auth/result?code=abc&state=xyz'
const PAGE = 'http://127.0.0.1:5173/shop?tab=2'

/** The host page's window: an address that history.replaceState changes (a navigation would not be a replace). */
function pageWindow(href: string) {
  let address = new URL(href)
  const replaced: string[] = []
  const win = {
    location: {
      get href() {
        return address.href
      },
      get search() {
        return address.search
      },
      get origin() {
        return address.origin
      },
    },
    history: {
      state: { page: 'shop' },
      replaceState(_state: unknown, _unused: string, url: string) {
        replaced.push(url)
        address = new URL(url, address)
      },
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    matchMedia: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }),
  }
  return { win, replaced }
}

/** A page load of `href`, after a GitHub sign-in left the provider in storage; `socialUris` lists what CONNECT_SOCIAL carried. */
function pageLoad(href: string) {
  const { win, replaced } = pageWindow(href)
  const socialUris: unknown[] = []
  const signedIn: ConnectedUser = { address: ADDRESS_A, chainId: 1, accounts: [], preferredAccountType: 'eoa', userName: 'ada-gh', socialProvider: 'github' }
  const answers: Partial<Record<RequestType, (payload: Record<string, unknown>) => unknown>> = {
    SYNC_THEME: () => ({}),
    SYNC_DAPP_DATA: () => ({}),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    CONNECT_SOCIAL: (p) => (socialUris.push(p.uri), signedIn),
    GET_USER: () => signedIn,
  }
  const transport = scriptedFrameTransport(({ type, id, payload }: PostedMessage) => {
    const request = type.slice(APP.length) as RequestType
    const answer = answers[request]
    return answer && frameReply.success(request, id, answer((payload ?? {}) as unknown as Record<string, unknown>))
  })
  const storage = new MemoryStorage().seed({ [storageKeys.socialProvider]: 'github' })
  const plugins = [testNamespace('eip155'), ...embedded({ secureSiteUrl: 'http://127.0.0.1:9', transport: () => transport })]
  const modal = createModal({ projectId: 'test-project', plugins, networks: [eth] }, testEnv({ storage, window: win as unknown as Window }))
  return { modal, win, replaced, socialUris, storage }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('SPEC §2 a Telegram sign-in coming back with result_uri', () => {
  it('SPEC §2 a Telegram result_uri query parameter is read and then removed from the address bar, and the social sign-in finishes with it', async () => {
    const { modal, win, replaced, socialUris, storage } = pageLoad(`${PAGE}&result_uri=${encodeURIComponent(RESULT_URI)}#top`)
    // The person is signed in, with no click: connected through the embedded wallet, named after their GitHub account.
    await vi.waitFor(() => expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_A, connectorId: AUTH_CONNECTOR_ID }), { timeout: 10_000 })
    expect(modal.stores.$account.get().walletInfo?.name).toBe('ada-gh')
    expect(socialUris).toEqual([RESULT_URI])
    // The address bar lost only result_uri, replaced in place (no new history entry to go back to).
    expect(win.location.href).toBe(`${PAGE}#top`)
    expect(replaced).toHaveLength(1)
    // The provider chosen before the redirect is the one remembered for the next page load.
    expect(storage.read(storageKeys.socialProvider)).toBe('github')
    modal.destroy()
  })
})
