// An amount field (Send, Swap, Buy): it takes only what can be a decimal amount with at most the
// token's places (kernel/amount-input.ts). A refused key changes nothing, the caret included; a
// paste is read as the amount it holds, numbers written as in the language the modal shows ('1.500'
// is 1500 in German, 1.5 in English). A paste that holds none, and a key or paste that would give more
// places than the token has, change nothing and are said so under the field (an alert, as forms say
// their errors). Its styles are formStyles' `.input.amount` and `.amount-note`.
import { useId, useState, type InputHTMLAttributes } from 'react'
import { amountInput, pastedAmount, tooManyPlaces } from '../../kernel/amount-input'
import { useT } from '../i18n'

export interface AmountInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onPaste'> {
  value: string
  /** Places the amount may have: the token's decimals (USDC 6), 2 for fiat; any while no token is picked. */
  decimals: number | undefined
  onValue(value: string): void
}

export function AmountInput({ value, decimals, onValue, ...rest }: AmountInputProps) {
  const t = useT()
  const noteId = useId()
  // The value a paste holding no amount (or an amount with too many places) was refused over: said while
  // the field still holds it (a key, a paste taken, Max or another token moves on). Each refusal is a new alert, said again.
  // `places`: the token's decimals, when the amount had more (kept, so the note says what was refused).
  const [refused, setRefused] = useState<{ at: string; count: number; places?: number }>()
  const saying = refused?.at === value
  const refuse = (places?: number) => setRefused({ at: value, count: (refused?.count ?? 0) + 1, places })
  /** A key's or a paste's text: too many places is said, anything else clears the note. */
  const placesOf = (text: string) => (tooManyPlaces(text, decimals) ? refuse(decimals) : setRefused(undefined))
  // The text is written here, the caret where the person left it: React would write it back after
  // the event (a refused key, a comma made a point), putting the caret at the end.
  const show = (input: HTMLInputElement, text: string, caret: number) => {
    input.value = text
    input.setSelectionRange(caret, caret)
    if (text !== value) onValue(text)
  }
  return (
    <>
      <input
        className="input amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={(0).toLocaleString(t.locale)}
        {...rest}
        aria-describedby={[rest['aria-describedby'], saying ? noteId : undefined].filter(Boolean).join(' ') || undefined}
        value={value}
        onChange={(e) => {
          const input = e.currentTarget
          const typed = input.value
          placesOf(typed)
          const text = amountInput(typed, decimals) ?? value
          show(input, text, Math.max(0, (input.selectionStart ?? typed.length) - typed.length + text.length))
        }}
        onPaste={(e) => {
          e.preventDefault()
          const input = e.currentTarget
          const pasted = pastedAmount(e.clipboardData.getData('text/plain'), t.locale)
          if (pasted === undefined) return refuse()
          const [start, end] = [input.selectionStart ?? value.length, input.selectionEnd ?? value.length]
          const joined = value.slice(0, start) + pasted + value.slice(end)
          const text = amountInput(joined, decimals)
          placesOf(joined)
          if (text !== undefined) show(input, text, start + pasted.length)
        }}
      />
      {/* An alert, as the forms' other errors are (a screen reader says it as it appears). */}
      {saying && (
        <span key={refused.count} className="amount-note" id={noteId} role="alert">
          {refused.places === undefined ? t('What you pasted is not an amount') : t('At most {decimals} decimal places', { decimals: refused.places })}
        </span>
      )}
    </>
  )
}
