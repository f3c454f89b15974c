// AmountInput on its own, in the language the modal shows: a paste is read with that language's
// number marks ('1.500' is 1500 in German, 1.5 in English; '1,234' is 1234 in English), and a paste
// that holds no amount leaves the field as it was and says so under it, to the eye and to a screen
// reader (an alert, as the forms' other errors); so does one with more places than the token has
// ('At most 6 decimal places' in USDC's field), typed or pasted. A real modal (no chain needed: nothing connects), its UI catalogue loaded
// as in any page. Runs on React 19 and, in component-react18, on React 18.
import { act, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createModal, type Modal } from '../../kernel'
import { eip155, localEvmNetwork } from '../../plugins/eip155'
import { AmountInput, GangwayProvider } from '../../ui'
import { testEnv } from '../unit/support/env'
import { caretAt, paste, typeKeys } from './typing'

const REFUSED = 'What you pasted is not an amount'
const PLACES = 'At most 6 decimal places'

let modal: Modal | undefined
let unmount: (() => void) | undefined
afterEach(() => {
  if (unmount) act(() => unmount!())
  modal?.destroy()
  ;[modal, unmount] = [undefined, undefined]
})

/** What the field gave its owner, each change in turn. */
let given: string[] = []

function Field({ decimals = 6 }: { decimals?: number }) {
  const [value, setValue] = useState('')
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <AmountInput
        id="amount"
        value={value}
        decimals={decimals}
        onValue={(next) => {
          given.push(next)
          setValue(next)
        }}
      />
    </>
  )
}

/** The field in a modal whose language is `locale`, once that language's texts have loaded. */
async function mount(locale: 'en' | 'de'): Promise<HTMLInputElement> {
  given = []
  modal = createModal(
    { projectId: 'amount-input', plugins: [eip155()], networks: [localEvmNetwork(31337, 'http://127.0.0.1:1/', 'Local A')], locale, disableAppend: true },
    testEnv({ window }),
  )
  const view = render(
    <GangwayProvider modal={modal}>
      <Field />
    </GangwayProvider>,
  )
  unmount = view.unmount
  const field = screen.getByLabelText('Amount') as HTMLInputElement
  // A language shows (its marks read pastes) once its texts have loaded; English at once.
  await waitFor(() => expect(modal!.stores.$language.get().locale).toBe(locale))
  return field
}

/** The field's note, if it says anything: the alert right after it (the only one here: no dialog is drawn). */
function note(field: HTMLInputElement): HTMLElement | null {
  const alert = screen.queryByRole('alert')
  if (alert) expect(field.nextElementSibling).toBe(alert)
  return alert
}

describe('AmountInput: a paste in the language the modal shows', () => {
  it("in German '.' groups thousands and ',' is the point: '1.500' is 1500, '1,5' is 1.5, '1.234,50' is 1234.50", async () => {
    const field = await mount('de')
    paste(field, '1.500')
    expect(field.value).toBe('1500')
    paste(field, '1,5', { all: true })
    expect(field.value).toBe('1.5')
    paste(field, '1.234,50 €', { all: true })
    expect(field.value).toBe('1234.50')
    paste(field, '12,345', { all: true })
    expect(field.value).toBe('12.345')
    expect(given).toEqual(['1500', '1.5', '1234.50', '12.345'])
    expect(note(field)).toBeNull()
  })

  it("in English ',' groups thousands and '.' is the point: '1,234' is 1234, '1.500' is 1.5", async () => {
    const field = await mount('en')
    paste(field, '1,234')
    expect(field.value).toBe('1234')
    paste(field, '1.500', { all: true })
    expect(field.value).toBe('1.500')
    paste(field, '1.5', { all: true })
    expect(field.value).toBe('1.5')
  })
})

describe('AmountInput: a paste that holds no amount', () => {
  it('leaves the field as it was (nothing half-pasted, nothing given) and says so under it, in an alert the field is described by; the next key clears it', async () => {
    const field = await mount('en')
    paste(field, '12.5')
    expect(field.value).toBe('12.5')
    expect(field.hasAttribute('aria-describedby')).toBe(false)
    let before: HTMLElement | null = null
    for (const refused of ['abc', '-5', '1e5', '12.5 ETH ($30)']) {
      paste(field, refused, { all: true })
      expect(field.value, refused).toBe('12.5')
      const alert = note(field)
      expect(alert?.textContent, refused).toBe(REFUSED)
      // Each refusal a new alert, so a screen reader says it again.
      expect(alert, refused).not.toBe(before)
      before = alert
    }
    expect(given).toEqual(['12.5'])
    expect(field.getAttribute('aria-describedby')).toBe(note(field)!.id)
    caretAt(field)
    typeKeys(field, '0')
    expect(field.value).toBe('12.50')
    expect(note(field)).toBeNull()
    expect(field.hasAttribute('aria-describedby')).toBe(false)
  })

  it('a paste that holds an amount takes the place of the note', async () => {
    const field = await mount('en')
    paste(field, 'twelve')
    expect(note(field)?.textContent).toBe(REFUSED)
    expect(field.value).toBe('')
    paste(field, '7')
    expect(field.value).toBe('7')
    expect(note(field)).toBeNull()
  })

  it('is said in the language the modal shows (German)', async () => {
    const field = await mount('de')
    paste(field, '1.500')
    paste(field, '-5', { all: true })
    expect(note(field)?.textContent).toBe('Was du eingefügt hast, ist kein Betrag')
    expect(field.value).toBe('1500')
  })
})

describe("AmountInput: more places than the token has (USDC's 6)", () => {
  it("a paste of '1.1234567' leaves the field as it was and says 'At most 6 decimal places' under it, in an alert the field is described by; so does a paste that would make a 7th place", async () => {
    const field = await mount('en')
    paste(field, '1.1234567')
    expect(field.value).toBe('')
    expect(note(field)?.textContent).toBe(PLACES)
    expect(field.getAttribute('aria-describedby')).toBe(note(field)!.id)
    paste(field, '12.5', { all: true })
    expect(note(field)).toBeNull()
    caretAt(field)
    const before = note(field)
    paste(field, '234567')
    expect(field.value).toBe('12.5')
    expect(note(field)?.textContent).toBe(PLACES)
    expect(note(field)).not.toBe(before)
    paste(field, '1.123456', { all: true })
    expect(field.value).toBe('1.123456')
    expect(note(field)).toBeNull()
    expect(given).toEqual(['12.5', '1.123456'])
  })

  it('a 7th place typed is not taken and is said the same way, again at each such key; the next key taken clears it', async () => {
    const field = await mount('en')
    typeKeys(field, '0.123456')
    expect(note(field)).toBeNull()
    typeKeys(field, '7')
    expect(field.value).toBe('0.123456')
    const first = note(field)
    expect(first?.textContent).toBe(PLACES)
    typeKeys(field, '8')
    expect(note(field)?.textContent).toBe(PLACES)
    expect(note(field)).not.toBe(first)
    caretAt(field, 1)
    typeKeys(field, '0')
    expect(field.value).toBe('00.123456')
    expect(note(field)).toBeNull()
  })

  it('is said in the language the modal shows (German), with the number in it', async () => {
    const field = await mount('de')
    paste(field, '1,1234567')
    expect(field.value).toBe('')
    expect(note(field)?.textContent).toBe('Höchstens 6 Nachkommastellen')
  })
})
