// Options a host sets, to try on this page: each link reloads the demo with it (see host-options.ts).
import { batchMode, legalMode, type LegalMode } from '../host-options'

const modes: Array<{ mode: LegalMode; label: string }> = [
  { mode: 'off', label: 'No terms' },
  { mode: 'links', label: 'Terms and privacy links' },
  { mode: 'checkbox', label: 'Legal checkbox' },
]

export function HostOptionsPanel() {
  const current = legalMode()
  return (
    <section className="card" aria-label="Host options">
      <h2>Host options</h2>
      <p>
        Terms on Connect:{' '}
        {modes.map(({ mode, label }, i) => (
          <span key={mode}>
            {i > 0 && ' · '}
            {mode === current ? <strong>{label}</strong> : <a href={mode === 'off' ? '?' : `?legal=${mode}`}>{label}</a>}
          </span>
        ))}
      </p>
      <BatchModes />
    </section>
  )
}

const batchModes = [
  { query: '', label: 'Dev wallet with EIP-5792', test: (m: ReturnType<typeof batchMode>) => m.devWalletCalls },
  { query: '?devWallet5792=off', label: 'without (the modal sends one by one)', test: (m: ReturnType<typeof batchMode>) => !m.devWalletCalls && m.sendCallsFallback },
  { query: '?devWallet5792=off&callsFallback=off', label: 'without, and no fallback', test: (m: ReturnType<typeof batchMode>) => !m.devWalletCalls && !m.sendCallsFallback },
]

/** Batch calls: what the dev wallet and the host allow (see host-options.ts batchMode). */
function BatchModes() {
  const current = batchMode()
  const shown = batchModes.find((m) => m.test(current))
  return (
    <p>
      Batch calls:{' '}
      {batchModes.map((mode, i) => (
        <span key={mode.label}>
          {i > 0 && ' · '}
          {mode === shown ? <strong>{mode.label}</strong> : <a href={mode.query || '?'}>{mode.label}</a>}
        </span>
      ))}
    </p>
  )
}
