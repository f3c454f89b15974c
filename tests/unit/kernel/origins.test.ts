// SPEC §5 allowed origins with wildcard support; SPEC §9 default allowed ancestors.
import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed } from '../../../kernel/origins'

describe('SPEC §5 allowed origin, with wildcard support', () => {
  it('SPEC §5 an exact entry admits that origin only', () => {
    expect(isOriginAllowed('https://127.0.0.1', ['https://127.0.0.1'])).toBe(true)
    expect(isOriginAllowed('https://127.0.0.1:8443', ['https://127.0.0.1'])).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1', ['https://127.0.0.1'])).toBe(false)
  })

  it('SPEC §5 `*` stands for any run of characters: subdomains, ports', () => {
    expect(isOriginAllowed('https://pr-7.preview.localhost', ['https://*.localhost'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:*'])).toBe(true)
    expect(isOriginAllowed('https://localhost', ['https://*.localhost'])).toBe(false)
  })

  it('SPEC §5 the other characters of a pattern are literal: a dot is not any character', () => {
    expect(isOriginAllowed('https://127X0X0X1', ['https://127.0.0.1'])).toBe(false)
    expect(isOriginAllowed('https://a.appXlocalhost', ['https://*.app.localhost'])).toBe(false)
    expect(isOriginAllowed('https://evil.localhost', ['https://(evil|good).localhost'])).toBe(false)
  })

  it('origins compare without regard to case, as hosts do', () => {
    expect(isOriginAllowed('https://App.LocalHost', ['https://app.localhost'])).toBe(true)
  })

  it('an empty list admits nothing', () => {
    expect(isOriginAllowed('https://127.0.0.1', [])).toBe(false)
  })
})

describe('SPEC §9 default allowed ancestors', () => {
  it('SPEC §9 wildcards for localhost, pages.dev, vercel.app and ngrok-free.app', () => {
    expect(isOriginAllowed('http://localhost:3000', DEFAULT_ALLOWED_ANCESTORS)).toBe(true)
    // The hosted previews are matched as text and never contacted (tests reach only loopback): the
    // SPEC's three domains are in the list as https wildcards, and a subdomain of each is admitted.
    const hosted = DEFAULT_ALLOWED_ANCESTORS.filter((p) => p.startsWith('https://*.') && !p.includes('localhost') && !p.includes('127.0.0.1'))
    expect(hosted.map((p) => p.slice('https://*.'.length))).toEqual(['pages.dev', 'vercel.app', 'ngrok-free.app'])
    for (const pattern of hosted) expect(isOriginAllowed(pattern.replace('*', 'my-app'), DEFAULT_ALLOWED_ANCESTORS), pattern).toBe(true)
    expect(isOriginAllowed('http://127.0.0.2:3000', DEFAULT_ALLOWED_ANCESTORS)).toBe(false)
  })
})
