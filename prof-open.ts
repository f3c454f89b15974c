import { launchChromium } from './bench/chromium'
import { hosts, serveBenchHost } from './bench/open/pages'
import { installProbe } from './bench/open/probe'
import { openClose } from './bench/open/sample'
const N = Number(process.env.N ?? 8)
const browser = await launchChromium()
for (const host of hosts) {
  const served = await serveBenchHost(host, { minify: false })
  const incl = new Map<string, number>()
  const self = new Map<string, number>()
  let total = 0
  for (let i = 0; i < N; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})()` })
    await page.goto(served.url, { waitUntil: 'networkidle' })
    const box = (await page.locator(host.button).boundingBox())!
    await page.waitForTimeout(300)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
    await cdp.send('Profiler.start')
    await openClose(page, box).click(0)
    const { profile } = await cdp.send('Profiler.stop')
    const painted = await page.evaluate(() => { const o = (window as any).__probe.opens[0]; return o.painted - o.click })
    total += painted / N
    await context.close()
    const parent = new Map<number, number>()
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    profile.samples!.forEach((s, k) => {
      const dt = profile.timeDeltas![k]! / 1000 / N
      const seen = new Set<string>()
      let first = true
      for (let id: number | undefined = s; id !== undefined; id = parent.get(id)) {
        const n = byId.get(id)!
        const key = `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`
        if (first) self.set(key, (self.get(key) ?? 0) + dt)
        first = false
        if (seen.has(key)) continue
        seen.add(key)
        incl.set(key, (incl.get(key) ?? 0) + dt)
      }
    })
  }
  await served.close()
  console.log(`\n## ${host.name} painted mean ${total.toFixed(1)} ms (profiled)`)
  const show = (m: Map<string, number>, n: number) => [...m].filter(([k]) => !/^\((root|program|idle)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => v.toFixed(2).padStart(7) + ' ' + k).join('\n')
  console.log('inclusive:\n' + show(incl, 40))
  console.log('self:\n' + show(self, 15))
}
await browser.close()
