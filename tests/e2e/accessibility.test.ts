// axe-core on every view a person can reach on the demo page, in light and dark, at desktop and phone
// width, inside the modal's shadow root; each view's picture is saved for the gallery (npm run gallery).
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startE2E, type E2E } from './harness'
import { axeFindings, setTheme, tourAccount, tourAlert, tourConnect, tourEmbedded, tourSignIn, type AxeFinding, type Visit } from './tour'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ embedded: { email: true, social: true } })
})
afterAll(() => e2e?.close())

const widths = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const

interface Seen extends AxeFinding {
  view: string
  theme: string
}

/** Every view of the tours, checked by axe in both themes and pictured; resolves with what axe found and the views seen. */
async function checkEveryView(width: keyof typeof widths): Promise<{ findings: Seen[]; views: string[] }> {
  const findings: Seen[] = []
  const views: string[] = []
  const tours: Array<[string, (e: E2E, p: Page, v: Visit) => Promise<void>]> = [
    ['', tourConnect],
    ['', tourAccount],
    ['', tourEmbedded],
    ['?signin=required', tourSignIn],
    ['?projectId=not-a-project', tourAlert],
  ]
  for (const [search, tour] of tours) {
    const page = await e2e.newPage({ url: `${e2e.stack.urls.demo}${search}`, context: { viewport: widths[width] } })
    const visit: Visit = async (name) => {
      views.push(name)
      const dialog = page.getByRole('dialog')
      const open = (await dialog.count()) > 0
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme)
        findings.push(...(await axeFindings(page)).map((f) => ({ ...f, view: name, theme })))
        const element = open ? (width === 'desktop' ? dialog : undefined) : page.locator('.toolbar')
        await e2e.screenshot(page, `gallery-${name}-${width}-${theme}`, { fullPage: false, element })
      }
      await setTheme(page, 'light')
    }
    try {
      await tour(e2e, page, visit)
    } finally {
      await page.close()
    }
  }
  return { findings, views }
}

const serious = (findings: Seen[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

describe('WCAG 2.2 AA by axe-core: every view, light and dark, no serious or critical violation', () => {
  for (const width of ['desktop', 'phone'] as const) {
    test(`${width} width: Connect, All Wallets, connecting, e-mail and social sign-in, Account and its tabs, the embedded wallet's Account, wallets, e-mail change and approval, Networks, Send, Receive, Swap, Buy, names, Pay, sign-in, alerts and error states`, async () => {
      const { findings, views } = await checkEveryView(width)
      if (findings.length) console.log(`[axe ${width}] ${findings.length} findings:\n${findings.map((f) => `${f.view}/${f.theme} ${f.impact} ${f.rule}: ${f.targets.join(' ')}`).join('\n')}`)
      expect(views.length).toBeGreaterThanOrEqual(27)
      expect(serious(findings)).toEqual([])
    }, 600_000)
  }
})
