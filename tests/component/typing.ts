// Keys and pastes as a browser makes them (no user-event here): each key goes in at the caret, over
// the selection, through the input's own value setter, then an 'input' event; a paste is a 'paste'
// event carrying the text, inserted the same way unless the page took it (preventDefault).
import { act } from '@testing-library/react'

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!

function insert(input: HTMLInputElement, text: string, inputType: string): void {
  const start = input.selectionStart ?? input.value.length
  const end = input.selectionEnd ?? start
  setValue.call(input, input.value.slice(0, start) + text + input.value.slice(end))
  input.setSelectionRange(start + text.length, start + text.length)
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: text }))
}

/** Types each character of `keys` at the caret, one key at a time. */
export function typeKeys(input: HTMLInputElement, keys: string): void {
  input.focus()
  for (const key of keys) act(() => insert(input, key, 'insertText'))
}

/** Pastes `text` over the selection (all of the field's text when `all`). */
export function paste(input: HTMLInputElement, text: string, o: { all?: boolean } = {}): void {
  input.focus()
  if (o.all) input.setSelectionRange(0, input.value.length)
  act(() => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', text)
    if (input.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData }))) insert(input, text, 'insertFromPaste')
  })
}

/** Deletes all the field's text, as select-all and Backspace do. */
export function erase(input: HTMLInputElement): void {
  input.focus()
  input.setSelectionRange(0, input.value.length)
  act(() => insert(input, '', 'deleteContentBackward'))
}

/** Puts the caret at `at` (the end when omitted). */
export function caretAt(input: HTMLInputElement, at = input.value.length): void {
  input.focus()
  input.setSelectionRange(at, at)
}
