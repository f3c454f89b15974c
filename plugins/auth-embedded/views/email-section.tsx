// Connect's e-mail section (SPEC §2 method 'email'): an address, and a one-time code sent to it. An
// address that cannot be an e-mail is said here in plain words, before the secure frame sees it
// (SPEC §5); an error shows whole, the dialog scrolled to it (the section sits at Connect's foot).
import { useRef, useState, type FormEvent } from 'react'
import { describeError, view } from 'gangway'
import { formStyles, Spinner, Styles, usePluginApi, useStore, useT } from 'gangway/react'
import { contextOf } from '../context'
import { INVALID_EMAIL, isEmail } from '../email'
import { embeddedStyles } from './styles'
import { loadController, reachController } from './flow-views'
import { useRevealed } from './reveal'

export default function EmailSection() {
  const api = usePluginApi()
  const remote = useStore(api.stores.$remoteFeatures)
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  // A new object each time: the same text said again is brought into view again.
  const [error, setError] = useState<{ text: string }>()
  const errorRef = useRef<HTMLParagraphElement>(null)
  useRevealed(errorRef, error)
  const t = useT()
  const enabled = remote.email !== false && contextOf(api).options.email !== false
  if (!enabled) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address || busy) return
    if (!isEmail(address)) return setError({ text: INVALID_EMAIL })
    setBusy(true)
    setError(undefined)
    try {
      await (await loadController(api)).sendEmailCode(address)
      api.router.push(view('EmailLogin', { email: address }))
    } catch (e) {
      setError({ text: describeError(e) })
    } finally {
      setBusy(false)
    }
  }
  // The controller and the secure frame load when the person reaches for the e-mail field, not on
  // every open: a visitor who never signs in with an e-mail pays neither their requests nor their memory.
  const reach = () => reachController(api)
  return (
    <form onSubmit={submit} onPointerEnter={reach} onFocus={reach} data-testid="email-section" noValidate>
      <Styles rules={[formStyles, embeddedStyles]} />
      <div className="embedded-email">
        {/* type="text" with the e-mail keyboard and autofill: Chromium's first type="email" field costs the
            page ~80 KiB of heap (issue 15), and the address is checked here (isEmail) before anything is sent. */}
        <input
          className="input"
          type="text"
          inputMode="email"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          name="email"
          autoComplete="email"
          placeholder={t('Email')}
          aria-label={t('Email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          data-testid="email-input"
          aria-invalid={error?.text === INVALID_EMAIL || undefined}
          aria-describedby={error ? 'gangway-email-error' : undefined}
        />
        <button type="submit" className="primary" aria-busy={busy} disabled={!email.trim()} data-testid="email-submit">
          {busy ? <Spinner label={/* t */ 'Sending the code'} /> : t('Continue')}
        </button>
      </div>
      {error && (
        <p ref={errorRef} id="gangway-email-error" className="form-error" role="alert" data-testid="email-error">
          {t(error.text)}
        </p>
      )}
    </form>
  )
}
