// Connect's e-mail section (SPEC §2 method 'email'): an address, and a one-time code sent to it.
import { useState, type FormEvent } from 'react'
import { describeError, view } from 'gangway'
import { formStyles, Spinner, Styles, usePluginApi, useStore, useT } from 'gangway/react'
import { contextOf } from '../context'
import { embeddedStyles } from './styles'
import { loadController, reachController } from './flow-views'

export default function EmailSection() {
  const api = usePluginApi()
  const remote = useStore(api.stores.$remoteFeatures)
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const t = useT()
  const enabled = remote.email !== false && contextOf(api).options.email !== false
  if (!enabled) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address || busy) return
    setBusy(true)
    setError(undefined)
    try {
      await (await loadController(api)).sendEmailCode(address)
      api.router.push(view('EmailLogin', { email: address }))
    } catch (e) {
      setError(describeError(e))
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
            page ~80 KiB of heap (issue 15), and the address is checked here and by the secure site anyway. */}
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
        />
        <button type="submit" className="primary" aria-busy={busy} disabled={!email.trim()} data-testid="email-submit">
          {busy ? <Spinner label={/* t */ 'Sending the code'} /> : t('Continue')}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert" data-testid="email-error">
          {t(error)}
        </p>
      )}
    </form>
  )
}
