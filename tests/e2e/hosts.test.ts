// Gangway in hosts other than the demo, in Chromium: a page on React 19 and the same page on React 18
// (the second install in react18), each rendered on the client only and rendered on the server
// then hydrated (tests/e2e/hosts/). The dev wallet is announced as an extension would be; one anvil
// chain is all the page needs.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil, type EvmChain } from '../../services/stack/evm'
import { freePort } from '../../services/stack/ports'
import { isolatedPage, launchChromium, pickWallet, untilText } from './harness'
import { startHostServer, type HostServer, type ReactMajor } from './hosts/serve'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const majors: ReactMajor[] = ['19', '18']

let chain: EvmChain
let browser: Browser
const hosts = new Map<ReactMajor, HostServer>()
const blocked: string[] = []
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await freePort() })
  browser = await launchChromium()
  for (const react of majors) hosts.set(react, await startHostServer({ react, config: { chainId: chain.chainId, chainUrl: chain.url } }))
})
afterAll(async () => {
  await Promise.allSettled([...[...hosts.values()].map((h) => h.stop()), browser?.close(), chain?.stop()])
})

const reports = (page: Page) => page.evaluate(() => window.__hostReports)
const hydrated = (page: Page) => page.waitForFunction(() => window.__hydrated === true)

/** Connects the dev wallet through the modal, as a person would. */
async function connect(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'Dev Wallet (local)', { catalogue: false })
  await untilText(page, 'host-status', 'connected')
  await untilText(page, 'host-address', ALICE)
}

describe.each(majors)('a host on React %s (issue 16)', (react) => {
  const url = (query: string) => `${hosts.get(react)!.url}?${query}`

  test('rendered on the client: the modal connects the wallet; the button shows its address and lines up with the network button beside it', async () => {
    const page = await isolatedPage(browser, blocked)
    await page.goto(url('render=client'))
    expect(await page.getByTestId('host-react').textContent()).toBe(`React ${react}`)
    await connect(page)
    await expect.poll(() => page.getByTestId('button-address').textContent()).toBe('0xf3…b92266')
    expect(await reports(page)).toEqual([])
    // Side by side in the host's text, the two buttons line up (the avatar's baseline set the connect button 3 px higher).
    const [network, account] = await Promise.all([page.getByTestId('network-button').boundingBox(), page.getByTestId('connect-button').boundingBox()])
    expect(network!.y).toBe(account!.y)
    await page.close()
  })

  test('rendered on the server: stable markup; hydrating gives no warning; the modal then works; a stored connection restores after hydration, not before', async () => {
    const html = await (await fetch(url('render=server'))).text()
    expect(html).toBe(await (await fetch(url('render=server'))).text())
    expect(html).toContain('<output data-testid="host-status">disconnected</output>')

    const page = await isolatedPage(browser, blocked)
    await page.goto(url('render=server'))
    await hydrated(page)
    expect(await page.evaluate(() => window.__statusAtHydration)).toBe('disconnected')
    await connect(page)
    expect(await reports(page)).toEqual([])

    // The same page again, with the connection stored: hydrated as the server rendered it, then restored.
    await page.reload()
    await hydrated(page)
    expect(await page.evaluate(() => window.__statusAtHydration)).toBe('disconnected')
    await untilText(page, 'host-status', 'connected')
    await untilText(page, 'host-address', ALICE)
    expect(await reports(page)).toEqual([])
    await page.close()
  })

  test('its code unreachable after load (offline, a redeploy): Connect still lists the wallet, the host page keeps its content, and a view whose code fails says so; Close still closes', async () => {
    const page = await isolatedPage(browser, blocked)
    await page.goto(url('render=client'))
    await page.getByTestId('connect-button').waitFor()
    // From here on every script request fails, as a lost connection or removed chunks would make it.
    await page.route('**/*.js', (route) => route.abort('internetdisconnected'))
    await page.getByTestId('connect-button').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Dev Wallet \(local\)/ }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Networks is a view of its own chunk.
    await page.getByTestId('network-button').click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Something went wrong')
    expect(await page.getByTestId('host-react').textContent()).toBe(`React ${react}`)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByTestId('host-status').textContent()).toBe('disconnected')
    await page.close()
  })

  test("the check above can fail: without ssr: true a stored connection applies before hydration, and React reports the mismatch", async () => {
    const page = await isolatedPage(browser, blocked)
    await page.goto(url('render=server&ssr=0'))
    await connect(page)
    await page.reload()
    await hydrated(page)
    expect(await page.evaluate(() => window.__statusAtHydration)).toBe('connecting')
    await expect.poll(async () => (await reports(page)).join('\n')).toMatch(/hydrat|did not match/i)
    await page.close()
  })
})

test('no request of any host page left 127.0.0.1', () => {
  expect(blocked).toEqual([])
})
