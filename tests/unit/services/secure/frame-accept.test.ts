import { describe, expect, it } from 'vitest'
import { acceptsMessage, embeddedBy } from '../../../../services/secure/frame/accept'

const HOST = 'http://127.0.0.1:5173'
const parent = { name: 'host page' }

describe('SPEC §5 origin checks, the secure frame side', () => {
  it('hears its parent at the host origin only: another origin, or another window (a sibling frame, a popup) is ignored', () => {
    expect(acceptsMessage({ origin: HOST, source: parent }, { parent, host: HOST })).toBe(true)
    expect(acceptsMessage({ origin: 'http://127.0.0.1:4100', source: parent }, { parent, host: HOST })).toBe(false)
    expect(acceptsMessage({ origin: HOST, source: { name: 'sibling' } }, { parent, host: HOST })).toBe(false)
    expect(acceptsMessage({ origin: HOST, source: null }, { parent, host: HOST })).toBe(false)
  })

  it('runs only inside the host it was served for', () => {
    const self = {}
    expect(embeddedBy({ self, parent, ancestors: [HOST], host: HOST })).toBe(true)
    expect(embeddedBy({ self, parent, ancestors: undefined, host: HOST })).toBe(true)
    expect(embeddedBy({ self, parent, ancestors: ['https://evil.example'], host: HOST })).toBe(false)
    expect(embeddedBy({ self, parent: self, ancestors: [], host: HOST })).toBe(false)
  })
})
