// An amount field (Send, Swap, Buy): it takes only what can be a decimal amount with at most the
// token's places (kernel/amount-input.ts). A refused key changes nothing, the caret included; a
// paste is read as the amount it holds, numbers written as in the language the modal shows ('1.500'
// is 1500 in German, 1.5 in English), and a paste that holds none changes nothing and is said so
// under the field (an alert, as forms say their errors). Its styles are formStyles' `.input.amount` and `.amount-note`.
import { useId, useState, type InputHTMLAttributes } from 'react'
import { amountInput, pastedAmount } from '../../kernel/amount-input'
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
  // The value a paste holding no amount was refused over: said while the field still holds it (a
  // key, a paste taken, Max or another token moves on). Each refusal is a new alert, said again.
  const [refused, setRefused] = useState<{ at: string; count: number }>()
  const saying = refused?.at === value
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
          setRefused(undefined)
          const input = e.currentTarget
          const typed = input.value
          const text = amountInput(typed, decimals) ?? value
          show(input, text, Math.max(0, (input.selectionStart ?? typed.length) - typed.length + text.length))
        }}
        onPaste={(e) => {
          e.preventDefault()
          const input = e.currentTarget
          const pasted = pastedAmount(e.clipboardData.getData('text/plain'), t.locale)
          setRefused(pasted === undefined ? { at: value, count: (refused?.count ?? 0) + 1 } : undefined)
          if (pasted === undefined) return
          const [start, end] = [input.selectionStart ?? value.length, input.selectionEnd ?? value.length]
          const text = amountInput(value.slice(0, start) + pasted + value.slice(end), decimals)
          if (text !== undefined) show(input, text, start + pasted.length)
        }}
      />
      {/* An alert, as the forms' other errors are (a screen reader says it as it appears). */}
      {saying && (
        <span key={refused.count} className="amount-note" id={noteId} role="alert">
          {t('What you pasted is not an amount')}
        </span>
      )}
    </>
  )
}
