// bench/open/fcp-phases' control: a React-only page with one button, marked as marked-evm-minimal is.
import { useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'

performance.mark('phase:evaluated')
performance.mark('phase:created')
function Committed() {
  useLayoutEffect(() => void performance.mark('phase:committed'), [])
  return null
}
createRoot(document.getElementById('root')!).render(
  <>
    <button type="button">Connect Wallet</button>
    <Committed />
  </>,
)
