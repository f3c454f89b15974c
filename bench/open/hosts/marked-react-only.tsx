// bench/open/fcp-phases' control: a React-only page with one button, marked as marked-evm-minimal is.
import { createRoot } from 'react-dom/client'
import { Committed, created, evaluated } from './marks'

evaluated()
created()
createRoot(document.getElementById('root')!).render(
  <>
    <button type="button">Connect Wallet</button>
    <Committed />
  </>,
)
