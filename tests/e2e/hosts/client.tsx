// The client half: hydrates the server's markup (or renders, for a client-only page), with the dev
// wallet announced as an extension would. What React reports while hydrating is kept for the test.
import { hydrateRoot, createRoot } from 'react-dom/client'
import { announceEvmDevWallet } from '../../../demo/dev-wallet/announce'
import { createEvmDevWallet } from '../../../demo/dev-wallet/evm'
import { App, makeModal, type HostConfig } from './app'

declare global {
  interface Window {
    /** Hydration errors and React warnings, as the page saw them. */
    __hostReports: string[]
    /** The account status the first client render saw. */
    __statusAtHydration?: string
    __hydrated?: boolean
  }
}

window.__hostReports = []
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console)
  console[level] = (...args: unknown[]) => {
    window.__hostReports.push(args.map(String).join(' '))
    original(...args)
  }
}

const config = JSON.parse(document.getElementById('config')!.textContent!) as HostConfig
announceEvmDevWallet(createEvmDevWallet({ chains: [{ id: config.chainId, name: 'Local A', rpcUrl: config.chainUrl }], storage: window.localStorage }), window)
const modal = makeModal(config)
window.__statusAtHydration = modal.stores.$account.get().status
const root = document.getElementById('root')!
if (config.render === 'server') {
  hydrateRoot(root, <App modal={modal} />, { onRecoverableError: (error) => window.__hostReports.push(`recoverable: ${String(error)}`) })
} else {
  createRoot(root).render(<App modal={modal} />)
}
window.__hydrated = true
