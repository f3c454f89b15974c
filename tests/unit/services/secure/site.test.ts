// The secure site over HTTP (a real server, the SMTP sink, SQLite in memory): who may call it, the
// frame's embedding rules, an e-mail code through SMTP.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailSink, type MailSink } from '../../../../services/mail'
import { createKeyring, parseKek } from '../../../../services/secure/keyring'
import { startSecureSite, type SecureSite } from '../../../../services/secure/server'

const HOST = 'http://127.0.0.1:5173'
let site: SecureSite
let mail: MailSink
beforeAll(async () => {
  mail = await startMailSink({ smtpPort: 0, httpPort: 0 })
  site = await startSecureSite({
    port: 0,
    keyring: createKeyring(parseKek(randomBytes(32).toString('base64'), 'test')),
    hostOrigins: [HOST],
    chains: [],
    mail: { host: mail.smtp.host, port: mail.smtp.port, user: mail.smtp.user, pass: mail.smtp.pass, from: 'Test <wallet@test.local>' },
    log: () => undefined,
  })
}, 30_000)
afterAll(async () => {
  await site?.stop()
  await mail?.stop()
})

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site.url, 'x-gangway-host': HOST, ...headers }, body: JSON.stringify(body) })

describe('the secure site', () => {
  it('only its own frame may call it: another origin, or a host page not allowed, gets 403', async () => {
    expect((await call('/api/email/start', { email: 'a@example.com' }, { origin: HOST })).status).toBe(403)
    expect((await call('/api/email/start', { email: 'a@example.com' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    const foreignHost = await call('/api/email/start', { email: 'a@example.com' }, { 'x-gangway-host': 'https://evil.example' })
    expect(foreignHost.status).toBe(403)
    expect(await foreignHost.json()).toEqual({ error: 'Origin not allowed: https://evil.example' })
    expect((await call('/api/session/user', {})).status).toBe(401)
  })

  it('serves the frame only for allowed hosts, and only inside them (frame-ancestors)', async () => {
    const ok = await fetch(`${site.url}/frame?host=${encodeURIComponent(HOST)}`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-security-policy')).toContain(`frame-ancestors ${HOST}`)
    expect((await fetch(`${site.url}/frame?host=${encodeURIComponent('https://evil.example')}`)).status).toBe(403)
    expect((await fetch(`${site.url}/frame`)).status).toBe(403)
  })

  it('sends the code by SMTP (with the configured credentials) and refuses a second within 30 s', async () => {
    const first = await call('/api/email/start', { email: 'Mail.Test@Example.com', appName: 'Shop' })
    expect(first.status).toBe(200)
    const [message] = mail.messages('mail.test@example.com')
    expect(message?.subject).toMatch(/^Your sign-in code: \d{6}$/)
    expect(message?.text).toContain('Your code to sign in to Shop is')
    const again = await call('/api/email/start', { email: 'mail.test@example.com' })
    expect(again.status).toBe(429)
    expect(await again.json()).toEqual({ error: 'Please try again after 30 seconds' })
    expect((await call('/api/email/start', { email: 'not-an-email' })).status).toBe(400)
  })
})
