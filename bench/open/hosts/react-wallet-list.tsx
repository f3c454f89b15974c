// The control: React alone, one button that shows the page's own list of the wallets announced
// (EIP-6963), drawn in the document. Escape hides it. What a page pays for a list without Gangway.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

interface Announced {
  info: { uuid: string; name: string; icon: string }
}
const wallets = new Map<string, Announced['info']>()
window.addEventListener('eip6963:announceProvider', (event) => {
  const { info } = (event as CustomEvent<Announced>).detail
  wallets.set(info.uuid, info)
})
window.dispatchEvent(new Event('eip6963:requestProvider'))

function Page() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-label="Connect Wallet" style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(0,0,0,0.3)' }}>
          <ul data-testid="wallet-list" style={{ width: 360, background: '#fff', listStyle: 'none', padding: 16, borderRadius: 28 }}>
            {[...wallets.values()].map((w) => (
              <li key={w.uuid}>
                <button type="button">
                  <img src={w.icon} alt="" width={40} height={40} /> {w.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<Page />)
