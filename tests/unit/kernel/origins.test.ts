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
    expect(isOriginAllowed('https://aXb.localhost', ['https://a.b.localhost'])).toBe(false)
    expect(isOriginAllowed('https://aXapp.localhost', ['https://*.app.localhost'])).toBe(false)
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
  it('SPEC §9 wildcards for localhost and 127.0.0.1 on any port, and for the three hosted preview domains', () => {
    expect(isOriginAllowed('http://localhost:3000', DEFAULT_ALLOWED_ANCESTORS)).toBe(true)
    expect(isOriginAllowed('https://127.0.0.1:8443', DEFAULT_ALLOWED_ANCESTORS)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1', DEFAULT_ALLOWED_ANCESTORS)).toBe(false)
    // Tests name only loopback hosts, so the SPEC's three preview domains are read from the list: each
    // is an https wildcard that admits a subdomain, and not the bare domain nor its http origin.
    const hosted = DEFAULT_ALLOWED_ANCESTORS.filter((p) => !/localhost|127\.0\.0\.1/.test(p))
    expect(hosted).toHaveLength(3)
    for (const pattern of hosted) {
      expect(pattern, pattern).toMatch(/^https:\/\/\*\.[a-z-]+\.[a-z]+$/)
      expect(isOriginAllowed(pattern.replace('*', 'my-app'), DEFAULT_ALLOWED_ANCESTORS), pattern).toBe(true)
      expect(isOriginAllowed(pattern.replace('*.', ''), DEFAULT_ALLOWED_ANCESTORS), pattern).toBe(false)
      expect(isOriginAllowed(pattern.replace('https', 'http').replace('*', 'my-app'), DEFAULT_ALLOWED_ANCESTORS), pattern).toBe(false)
    }
  })
})
