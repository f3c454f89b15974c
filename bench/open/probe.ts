// Runs in the page before the host's code: a wallet to list (EIP-6963, data: icon, no network),
// and a probe that times the click on Connect to the wallet list being in the page and painted.
export function installProbe(): void {
  type Probe = { click?: number; inDom?: number; frame?: number; painted?: number }
  const probe: Probe = {}
  ;(window as unknown as { __probe: Probe }).__probe = probe

  const provider = { request: async () => [] }
  const info = { uuid: 'bench', name: 'Bench Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'dev.bench.wallet' }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)

  window.addEventListener('click', (event) => (probe.click = event.timeStamp), true)
  const found = () => {
    if (probe.inDom !== undefined) return
    probe.inDom = performance.now()
    requestAnimationFrame(() => {
      probe.frame = performance.now()
      // A message posted in the frame's rAF is handled after that frame's style, layout and paint.
      const channel = new MessageChannel()
      channel.port1.onmessage = () => (probe.painted = performance.now())
      channel.port2.postMessage(0)
    })
  }
  const watchShadow = (root: ShadowRoot) => {
    if (root.querySelector('[data-testid="wallet-list"]')) return found()
    new MutationObserver(() => root.querySelector('[data-testid="wallet-list"]') && found()).observe(root, { childList: true, subtree: true })
  }
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element && node.shadowRoot && node.tagName === 'GANGWAY-MODAL') watchShadow(node.shadowRoot)
  }).observe(document, { childList: true, subtree: true })
}
