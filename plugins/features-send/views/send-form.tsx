// Send: pick a token, type an amount (or Max) and a receiver, then review. A mistake is said in the
// SPEC's words under the form when the person asks to review.
import { useState, type FormEvent } from 'react'
import { truncateAddress, view } from 'gangway'
import { AmountInput, formatQuantity, formatUsd, formStyles, Icon, listStyles, Styles, TokenIcon, useAccount, usePluginApi, useT } from 'gangway/react'
import { amountUnits, type SendField, type SendProblem } from '../validate'
import { useTokenToSend } from './native-token'
import { ReceiverAvatar, receiverAvatarStyles } from './receiver-avatar'
import { useSend } from './use-send'

export default function SendFormView() {
  const modal = usePluginApi()
  const [send, state] = useSend()
  const account = useAccount()
  const [problem, setProblem] = useState<SendProblem>()
  const [checking, setChecking] = useState(false)
  const t = useT()
  const { token } = state
  const symbol = token?.symbol ?? account.balanceSymbol
  const capabilities = account.namespace ? modal.namespaces.get(account.namespace)?.capabilities : undefined
  // Without a token picked, a namespace that needs none sends its native currency (SPEC §5).
  const sendsNative = !token && capabilities?.transfers?.requiresToken === false
  const held = token ? token.quantity.numeric : sendsNative ? account.balance : undefined
  // What will be sent, shown in the token row: the picked token, else that native currency.
  const shown = useTokenToSend(token)
  // A value only for an amount the form would send (not for '1e3' or '-1': Incorrect Value) of a
  // token with a price (none known is no value, not $0.00).
  // Nor for more than is held (Insufficient Funds), where the float product was no price either.
  const decimals = Number(token?.quantity.decimals)
  const units = token && state.sendTokenAmount ? amountUnits(state.sendTokenAmount.trim(), decimals) : undefined
  const sendable = units !== undefined && units > 0n && units <= (amountUnits(token!.quantity.numeric, decimals) ?? 0n)
  const amountValue = token && token.price > 0 && sendable ? Number(state.sendTokenAmount) * token.price : undefined

  const review = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setChecking(true)
    const found = await send.findProblem()
    setChecking(false)
    setProblem(found)
    if (!found) return modal.router.push(view('WalletSendPreview'))
    // The field the problem is about takes focus, marked invalid and described by the message (WCAG 3.3.1).
    form.querySelector<HTMLElement>(`[data-field="${found.field}"]`)?.focus()
  }
  const edited = () => setProblem(undefined)
  const invalid = (field: SendField) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'send-error' } : {})

  return (
    <form onSubmit={review} noValidate aria-label={t('Send')}>
      <Styles rules={[formStyles, listStyles, receiverAvatarStyles]} />
      <div className="field">
        <span className="label" id="send-token-label">
          {t('Token')}
        </span>
        <button type="button" className="row" aria-labelledby="send-token-label send-token" data-field="token" {...invalid('token')} onClick={() => modal.router.push(view('WalletSendSelectToken'))}>
          {shown ? <TokenIcon token={shown} size={32} /> : <span className="token-icon" aria-hidden="true" style={{ width: 32, height: 32 }} />}
          <span className="token-text" id="send-token" data-testid="send-token">
            {shown ? <span className="name" translate="no">{shown.name}</span> : <span className="name">{t('Select token')}</span>}
            {/* A currency named by its symbol (STAKE) is not said twice. */}
            {shown && shown.symbol !== shown.name && <span className="small muted" translate="no">{shown.symbol}</span>}
          </span>
          <Icon name="chevron" />
        </button>
      </div>
      <div className="field">
        <label htmlFor="send-amount">{t('Amount')}</label>
        <div className="field-row">
          <AmountInput
            id="send-amount"
            data-field="amount"
            {...invalid('amount')}
            value={state.sendTokenAmount ?? ''}
            decimals={shown ? Number(shown.quantity.decimals) : undefined}
            onValue={(amount) => {
              send.setAmount(amount)
              edited()
            }}
          />
          <button type="button" className="secondary" onClick={() => void send.max().then(edited)} disabled={held === undefined}>
            {t('Max')}
          </button>
        </div>
        <div className="hint">
          <span translate="no">{amountValue !== undefined && Number.isFinite(amountValue) ? formatUsd(amountValue, t.locale) : ' '}</span>
          {held !== undefined && (
            <span data-testid="send-balance">
              {t('Balance {amount}', { amount: `${formatQuantity(held, t.locale)} ${symbol ?? ''}`.trim() })}
            </span>
          )}
        </div>
      </div>
      <div className="field">
        <label htmlFor="send-to">{t('To')}</label>
        <input
          id="send-to"
          data-field="receiver"
          {...invalid('receiver')}
          className="input"
          placeholder={capabilities?.names ? t('Address or name') : t('Address')}
          autoComplete="off"
          spellCheck={false}
          value={state.receiverInput}
          onChange={(e) => {
            send.setReceiver(e.target.value)
            edited()
          }}
        />
        {state.resolving && <div className="hint">{t('Looking up the name…')}</div>}
        {!state.resolving && state.receiverAddress && state.receiverProfileName && (
          <div className="hint" data-testid="send-receiver" translate="no">
            <span className="receiver">
              <ReceiverAvatar address={state.receiverAddress} imageUrl={state.receiverProfileImageUrl} />
              {state.receiverProfileName}
            </span>
            <span title={state.receiverAddress}>{truncateAddress(state.receiverAddress)}</span>
          </div>
        )}
      </div>
      {problem && (
        <p className="form-error" role="alert" id="send-error" data-testid="send-error">
          {t(problem.message)}
        </p>
      )}
      <button type="submit" className="primary block" aria-busy={checking}>
        {t('Review send')}
      </button>
    </form>
  )
}
