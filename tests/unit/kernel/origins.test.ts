// SPEC §5 allowed origins with wildcard support; SPEC §9 default allowed ancestors.
import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed } from '../../../kernel/origins'

describe('SPEC §5 allowed origin, with wildcard support', () => {
  it('SPEC §5 an exact entry admits that origin only', () => {
    expect(isOriginAllowed('https://shop.example', ['https://shop.example'])).toBe(true)
    expect(isOriginAllowed('https://shop.example:8443', ['https://shop.example'])).toBe(false)
    expect(isOriginAllowed('http://shop.example', ['https://shop.example'])).toBe(false)
  })

  it('SPEC §5 `*` stands for any run of characters: subdomains, ports', () => {
    expect(isOriginAllowed('https://pr-7.preview.pages.dev', ['https://*.pages.dev'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:*'])).toBe(true)
    expect(isOriginAllowed('https://pages.dev', ['https://*.pages.dev'])).toBe(false)
  })

  it('SPEC §5 the other characters of a pattern are literal: a dot is not any character', () => {
    expect(isOriginAllowed('https://shopXexample', ['https://shop.example'])).toBe(false)
    expect(isOriginAllowed('https://a.pagesXdev', ['https://*.pages.dev'])).toBe(false)
    expect(isOriginAllowed('https://evil.example', ['https://(evil|good).example'])).toBe(false)
  })

  it('origins compare without regard to case, as hosts do', () => {
    expect(isOriginAllowed('https://Shop.Example', ['https://shop.example'])).toBe(true)
  })

  it('an empty list admits nothing', () => {
    expect(isOriginAllowed('https://shop.example', [])).toBe(false)
  })
})

describe('SPEC §9 default allowed ancestors', () => {
  it('SPEC §9 wildcards for localhost, pages.dev, vercel.app and ngrok-free.app', () => {
    for (const origin of ['http://localhost:3000', 'https://my-app.pages.dev', 'https://my-app.vercel.app', 'https://abc.ngrok-free.app'])
      expect(isOriginAllowed(origin, DEFAULT_ALLOWED_ANCESTORS), origin).toBe(true)
    expect(isOriginAllowed('https://example.com', DEFAULT_ALLOWED_ANCESTORS)).toBe(false)
  })
})
