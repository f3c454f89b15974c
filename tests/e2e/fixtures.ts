// What e2e files set up alike, called once at the top of a file: one stack (and one Chromium) for the
// file's tests, closed after them, and what the tests share while they run.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, vi } from 'vitest'
import type { StackOptions } from '../../services/stack/stack'
import { DEMO_WALLET_PROJECT_ID } from '../../services/dev/demo-config'
import { withDeadline } from '../../services/stack/deadline'
import { startTestWallet, type TestWallet } from '../unit/support/wc-wallet'
import { startE2E, startE2EWithFreshData, type E2E } from './harness'

export interface E2EFile {
  readonly e2e: E2E
  /** The page the file's tests share: the one opened before them, until a test opens another. */
  page: Page
  /** How long the stack and Chromium took to start, in ms. */
  readonly startMs: number
}

/** Opening the file's first page takes a second or two; the stack's own start is bounded in harness.ts. */
const FIRST_PAGE_MS = 20_000

/** What beforeAll starts, once it has: read inside a test (or a later hook), never at the file's top. */
function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} starts in beforeAll: use it inside a test`)
  return value
}

/**
 * The file's stack started with `stack` (with `freshData`, the services keep SQLite in a fresh folder,
 * removed after), and a first page opened on `url` (the demo page by default).
 */
export function e2eForFile(o: { stack?: Omit<StackOptions, 'dataDir'>; freshData?: boolean; url?: (e2e: E2E) => string } = {}): E2EFile {
  let e2e: E2E | undefined
  let page: Page | undefined
  let startMs = 0
  beforeAll(async () => {
    const t0 = performance.now()
    e2e = await (o.freshData ? startE2EWithFreshData(o.stack) : startE2E(o.stack))
    startMs = Math.round(performance.now() - t0)
    // opening a page has no bound of its own in playwright (only its navigation does): a wedged browser must not hold the hook
    page = await withDeadline('the first page', FIRST_PAGE_MS, e2e.newPage(o.url ? { url: o.url(e2e) } : {}), { late: (late) => late.close() })
  })
  afterAll(() => e2e?.close())
  return {
    get e2e() {
      return started(e2e, 'the stack')
    },
    get page() {
      return started(page, 'the first page')
    },
    set page(next) {
      page = next
    },
    get startMs() {
      return startMs
    },
  }
}

export interface WalletConnectFile {
  readonly e2e: E2E
  /** A real sign-client wallet in this process, paired through the stack's relay as a phone wallet would. */
  readonly wallet: TestWallet
}

/** The file's stack and a WalletConnect test wallet on its relay; the tests open their pages. */
export function walletConnectE2EForFile(): WalletConnectFile {
  let e2e: E2E | undefined
  let wallet: TestWallet | undefined
  beforeAll(async () => {
    // The wallet runs here in node: the SDK's switches for a closed network (no Verify, one core per client).
    vi.stubEnv('IS_VITEST', 'true')
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    e2e = await startE2E()
    wallet = await startTestWallet(e2e.stack.urls.relay, { projectId: DEMO_WALLET_PROJECT_ID })
  })
  afterAll(async () => {
    await wallet?.close()
    await e2e?.close()
    vi.unstubAllEnvs()
  })
  return {
    get e2e() {
      return started(e2e, 'the stack')
    },
    get wallet() {
      return started(wallet, 'the wallet')
    },
  }
}
