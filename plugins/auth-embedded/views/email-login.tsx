// EmailLogin: the six-digit code sent to the address. It sends itself once six digits are typed;
// a new code can be asked for (SPEC §5: not within 30 s of the last one).
import { useState } from 'react'
import { describeError } from 'gangway'
import { formStyles, Spinner, Styles, usePluginApi, useT, useViewParams } from 'gangway/react'
import { embeddedStyles } from './styles'
import { useEmbedded } from './use-controller'

const CODE_LENGTH = 6

export default function EmailLoginView() {
  const api = usePluginApi()
  const controller = useEmbedded()
  const { email } = useViewParams('EmailLogin')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const t = useT()

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
    try {
      await controller.sendEmailCode(email)
      setNotice(/* t */ 'A new code is on its way.')
    } catch (e) {
      setError(describeError(e))
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
        <button type="button" className="secondary" onClick={resend} data-testid="otp-resend">
          {t('Resend code')}
        </button>
      </div>
    </div>
  )
}
