// Sends the one-time codes by SMTP (nodemailer). Host, port and credentials come from configuration:
// the local stack points it at its SMTP sink, a deployment at its mail provider.
import { createTransport } from 'nodemailer'
import type { CodePurpose } from './codes'

export interface MailConfig {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean
  user?: string
  pass?: string
  /** The From address, e.g. 'Gangway <no-reply@wallet.example>'. */
  from: string
}

export interface Mailer {
  sendCode(to: string, code: string, o: { purpose: CodePurpose; appName?: string }): Promise<void>
  close(): void
}

const subjects: Record<CodePurpose, string> = {
  login: 'Your sign-in code',
  'update-primary': 'Confirm your e-mail change',
  'update-secondary': 'Confirm your new e-mail address',
}

const bodies: Record<CodePurpose, (code: string, app: string) => string> = {
  login: (code, app) => `Your code to sign in to ${app} is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
  'update-primary': (code, app) => `Someone asked to move the wallet you use on ${app} to a new e-mail address. Your code is ${code}.\n\nIf it was not you, ignore this e-mail: nothing changes without the code.`,
  'update-secondary': (code, app) => `Your code to confirm this address for your wallet on ${app} is ${code}.\n\nIt expires in 10 minutes.`,
}

export function createMailer(config: MailConfig): Mailer {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure ?? false,
    ...(config.user ? { auth: { user: config.user, pass: config.pass ?? '' } } : {}),
  })
  return {
    async sendCode(to, code, { purpose, appName }) {
      const app = appName?.trim() || 'this app'
      await transport.sendMail({ from: config.from, to, subject: `${subjects[purpose]}: ${code}`, text: bodies[purpose](code, app) })
    },
    close: () => transport.close(),
  }
}
