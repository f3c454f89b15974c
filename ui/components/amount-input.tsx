// An amount field (Send, Swap, Buy): it takes only what can be a decimal amount with at most the
// token's places (kernel/amount-input.ts). A refused key changes nothing, the caret included; a
// paste is read as the amount it holds. Its styles are formStyles' `.input.amount`.
import type { InputHTMLAttributes } from 'react'
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
  // The text is written here, the caret where the person left it: React would write it back after
  // the event (a refused key, a comma made a point), putting the caret at the end.
  const show = (input: HTMLInputElement, text: string, caret: number) => {
    input.value = text
    input.setSelectionRange(caret, caret)
    if (text !== value) onValue(text)
  }
  return (
    <input
      className="input amount"
      inputMode="decimal"
      autoComplete="off"
      placeholder={(0).toLocaleString(t.locale)}
      {...rest}
      value={value}
      onChange={(e) => {
        const input = e.currentTarget
        const typed = input.value
        const text = amountInput(typed, decimals) ?? value
        show(input, text, Math.max(0, (input.selectionStart ?? typed.length) - typed.length + text.length))
      }}
      onPaste={(e) => {
        e.preventDefault()
        const input = e.currentTarget
        const pasted = pastedAmount(e.clipboardData.getData('text/plain'))
        if (pasted === undefined) return
        const [start, end] = [input.selectionStart ?? value.length, input.selectionEnd ?? value.length]
        const text = amountInput(value.slice(0, start) + pasted + value.slice(end), decimals)
        if (text !== undefined) show(input, text, start + pasted.length)
      }}
    />
  )
}
