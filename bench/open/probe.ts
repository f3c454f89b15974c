// Runs in the page before the host's code: a wallet to list (EIP-6963, data: icon, no network), a
// long-task observer, and a probe that times each click to the wallet list being in the page and
// painted. The list is found wherever it is drawn: in the document (the React-only page's own list)
// or in any open shadow root (Gangway's modal).
export function installProbe(): void {
  type Open = { click: number; inDom?: number; painted?: number }
  type Probe = { opens: Open[]; longTasks: { start: number; duration: number }[] }
  const probe: Probe = { opens: [], longTasks: [] }
  ;(window as unknown as { __probe: Probe }).__probe = probe

  const provider = { request: async () => [] }
  const info = { uuid: 'bench', name: 'Bench Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'dev.bench.wallet' }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)

  new PerformanceObserver((list) => list.getEntries().forEach((e) => probe.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask' })

  const roots: (Document | ShadowRoot)[] = [document]
  const current = () => probe.opens[probe.opens.length - 1]
  const check = () => {
    const open = current()
    if (!open || open.inDom !== undefined) return
    if (!roots.some((root) => root.querySelector('[data-testid="wallet-list"]'))) return
    open.inDom = performance.now()
    requestAnimationFrame(() => {
      // A message posted in the frame's rAF is handled after that frame's style, layout and paint.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        open.painted = performance.now()
        performance.mark('bench:painted')
      }
      channel.port2.postMessage(0)
    })
  }
  window.addEventListener(
    'click',
    (event) => {
      probe.opens.push({ click: event.timeStamp })
      // For performance traces (bench/open/trace.ts): where each open starts.
      performance.mark('bench:click')
    },
    true,
  )
  const watch = (root: Document | ShadowRoot) => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element && node.shadowRoot && !roots.includes(node.shadowRoot)) watch(node.shadowRoot)
      check()
    }).observe(root, { childList: true, subtree: true })
    if (root !== document) roots.push(root)
    root.querySelectorAll('*').forEach((el) => el.shadowRoot && !roots.includes(el.shadowRoot) && watch(el.shadowRoot))
    check()
  }
  watch(document)
}

/** The init script that installs the probe. tsx names functions with a __name helper: the page gets a no-op one. */
export const PROBE_SCRIPT = `var __name = (f) => f; (${installProbe.toString()})()`
