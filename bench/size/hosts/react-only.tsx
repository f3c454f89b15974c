// Baseline: React alone, rendering one button.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(<button type="button">Connect Wallet</button>)
