// The local SMTP sink and its dev mailbox: a stand-in for a mail provider, for the local stack only.
// It accepts mail on 127.0.0.1 (smtp-server, parsed with mailparser) and delivers nowhere: every
// message stays in memory, listed on the mailbox page and in its JSON API, which the demo links to
// and the tests read.
import { createServer, type Server } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SinkMessage {
  id: string
  from: string
  to: string[]
  subject: string
  text: string
  /** ISO 8601. */
  date: string
}

export interface MailSink {
  /** SMTP host and port, and the dev credentials the sink requires. */
  smtp: { host: string; port: number; user: string; pass: string }
  /** The mailbox page; its JSON API is `${url}/api/messages`. */
  url: string
  messages(to?: string): SinkMessage[]
  stop(): Promise<void>
}

export const MAILBOX_LIMIT = 500
const DEV_USER = 'gangway-dev'
const DEV_PASS = 'gangway-dev'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function mailboxPage(messages: SinkMessage[]): string {
  const rows = messages
    .map((m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>to ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · ${escapeHtml(m.date)}</small></header><pre>${escapeHtml(m.text)}</pre></article>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:720px;margin:32px auto;padding:0 16px}.standin{padding:10px 12px;border-radius:8px;background:#fff4d6;border:1px solid #f0d58a}article{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}pre{white-space:pre-wrap;margin:8px 0 0}</style></head>
<body><h1>Dev mailbox</h1><p class="standin"><strong>A local SMTP sink, a stand-in for a mail provider</strong>: it keeps what the local services send (the embedded wallet's one-time codes) and delivers nothing. No mail leaves this machine. Newest first; reload for new mail. JSON: <a href="/api/messages">/api/messages</a>.</p>
${rows || '<p>No mail yet.</p>'}</body></html>`
}

export async function startMailSink(o: { smtpPort: number; httpPort: number; host?: string }): Promise<MailSink> {
  const host = o.host ?? '127.0.0.1'
  const inbox: SinkMessage[] = []
  let next = 1
  const smtp = new SMTPServer({
    // Plain SMTP on the loopback interface, with the dev credentials: the secure site's SMTP settings are exercised as they are.
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    banner: 'Gangway dev SMTP sink (delivers nowhere)',
    size: 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (auth.username === DEV_USER && auth.password === DEV_PASS) return callback(null, { user: DEV_USER })
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.unshift({
            id: String(next++),
            from: mail.from?.text ?? session.envelope.mailFrom?.toString() ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            date: (mail.date ?? new Date()).toISOString(),
          })
          inbox.length = Math.min(inbox.length, MAILBOX_LIMIT)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  smtp.on('error', (error) => console.error('[mail] SMTP error', error))
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(o.smtpPort, host, () => resolve())
  })
  const smtpAddress = smtp.server.address()
  const smtpPort = typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : o.smtpPort

  const list = (to?: string) => (to ? inbox.filter((m) => m.to.includes(to.toLowerCase())) : inbox)
  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'cache-control': 'no-store' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'GET' && url.pathname === '/api/messages') return json(200, { messages: list(url.searchParams.get('to') ?? undefined) })
    const one = /^\/api\/messages\/(\d+)$/.exec(url.pathname)
    if (req.method === 'GET' && one) {
      const message = inbox.find((m) => m.id === one[1])
      return message ? json(200, message) : json(404, { error: 'No such message' })
    }
    if (req.method === 'DELETE' && url.pathname === '/api/messages') {
      inbox.length = 0
      return json(200, { messages: [] })
    }
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      return res.end(mailboxPage(list(url.searchParams.get('to') ?? undefined)))
    }
    json(404, { error: `Not found: ${req.method} ${url.pathname.slice(0, 200)}` })
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(o.httpPort, host, () => resolve())
  })
  const httpAddress = http.address()
  const httpPort = typeof httpAddress === 'object' && httpAddress ? httpAddress.port : o.httpPort

  return {
    smtp: { host, port: smtpPort, user: DEV_USER, pass: DEV_PASS },
    url: `http://${host}:${httpPort}`,
    messages: list,
    stop: async () => {
      http.closeAllConnections()
      await Promise.all([new Promise<void>((resolve) => http.close(() => resolve())), new Promise<void>((resolve) => smtp.close(() => resolve()))])
    },
  }
}
