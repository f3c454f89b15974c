// EmailLogin: the six-digit code sent to the address. It sends itself once six digits are typed;
// a new code can be asked for, not within 30 s of the last one (SPEC §5, §9): until then Resend code
// is disabled and counts the seconds left, and a refusal of the secure site ('Please try again after
// {n} seconds') starts the count again from its n.
import { useEffect, useRef, useState } from 'react'
import { describeError } from 'gangway'
import { formStyles, Spinner, Styles, usePluginApi, useT, useViewParams } from 'gangway/react'
import { embeddedStyles } from './styles'
import { useEmbedded } from './use-controller'

const CODE_LENGTH = 6
/** SPEC §5's refusal, as the controller and the secure site word it. */
const WAIT = /^Please try again after (\d+) seconds$/

/** The whole seconds left until `until` (a Date.now() time), 0 once it is past; each one that goes re-renders. */
function useSecondsLeft(until: number): number {
  const [, tick] = useState(0)
  const left = Math.max(0, Math.ceil((until - Date.now()) / 1000))
  useEffect(() => {
    if (!left) return
    const timer = setTimeout(() => tick((n) => n + 1), (until - Date.now()) % 1000 || 1000)
    return () => clearTimeout(timer)
  })
  return left
}

export default function EmailLoginView() {
  const api = usePluginApi()
  const controller = useEmbedded()
  const { email } = useViewParams('EmailLogin')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [sending, setSending] = useState(false)
  const [until, setUntil] = useState(controller.nextEmailCodeAt)
  const left = useSecondsLeft(until)
  const input = useRef<HTMLInputElement>(null)
  const t = useT()
  // The refusal's n seconds are over: it no longer says what to do.
  useEffect(() => {
    if (!left) setError((shown) => (shown && WAIT.test(shown) ? undefined : shown))
  }, [left])

  const verify = async (value: string) => {
    setBusy(true)
    setError(undefined)
    setNotice(undefined)
    try {
      await controller.verifyEmailCode(value)
    } catch (e) {
      setError(describeError(e))
      setCode('')
    } finally {
      setBusy(false)
    }
  }
  const onChange = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, CODE_LENGTH)
    setCode(digits)
    if (digits.length === CODE_LENGTH && !busy) void verify(digits)
  }
  const resend = async () => {
    setError(undefined)
    setNotice(undefined)
    setSending(true)
    // Resend code is disabled from now on: the code field takes the focus, where the new code goes.
    input.current?.focus()
    try {
      await controller.sendEmailCode(email)
      setUntil(controller.nextEmailCodeAt())
      setNotice(/* t */ 'A new code is on its way.')
    } catch (e) {
      const message = describeError(e)
      const wait = WAIT.exec(message)
      if (wait) setUntil(Date.now() + Number(wait[1]) * 1000)
      setError(message)
    } finally {
      setSending(false)
    }
  }
  return (
    <div data-testid="email-login">
      <Styles rules={[formStyles, embeddedStyles]} />
      <p className="muted" style={{ textAlign: 'center' }}>
        {/* The address is bold where the language puts it in the sentence. */}
        {t('Enter the code we sent to {email}').split('{email}').flatMap((part, i) => (i ? [<strong key="email" data-testid="email-login-address" translate="no">{email}</strong>, part] : [part]))}
      </p>
      <div className="field">
        <input
          ref={input}
          className="input otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label={t('Code')}
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(e) => onChange(e.target.value)}
          disabled={busy}
          autoFocus
          data-testid="otp-input"
          aria-invalid={error ? true : undefined}
        />
      </div>
      {busy && (
        <div className="center">
          <Spinner label={/* t */ 'Checking the code'} />
        </div>
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="otp-error">
          {t(error)}
        </p>
      )}
      {notice && (
        <p className="muted small" role="status" style={{ textAlign: 'center' }}>
          {t(notice)}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="secondary" onClick={() => api.router.goBack()}>
          {t('Change email')}
        </button>
        <button type="button" className="secondary resend" onClick={resend} disabled={left > 0 || sending} data-testid="otp-resend">
          {left > 0 ? t('Resend code in {seconds} s', { seconds: left }) : t('Resend code')}
        </button>
      </div>
    </div>
  )
}
