// The secure site on its own: `npx tsx services/secure/cli.ts serve` (settings from the environment),
// or `… rotate-kek` to re-seal every key under GANGWAY_SECURE_KEK after a rotation (the old KEK in
// GANGWAY_SECURE_KEK_PREVIOUS). See services/README.md, "Embedded wallet: keys and custody".
import { parseArgs } from 'node:util'
import { openSecureDatabase } from './db'
import { keyringFromEnv } from './keyring'
import { startSecureSite } from './server'
import { realProvider, SOCIAL_PROVIDERS } from './social'
import { createUserStore } from './users'
import type { SecureChain } from './wallet'

const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string', default: '.data/secure' }, port: { type: 'string', default: '4400' } } })
const command = positionals[0] ?? 'serve'
const env = process.env
const keyring = keyringFromEnv()

if (command === 'rotate-kek') {
  const db = openSecureDatabase(values['data-dir'])
  const users = createUserStore(db, keyring)
  const changed = users.reseal()
  console.log(`Re-sealed ${changed} keys under KEK ${keyring.current.id}. Keys per KEK now: ${JSON.stringify(users.kekUsage())}`)
  db.close()
} else if (command === 'serve') {
  const list = (name: string) => (env[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  // GANGWAY_SECURE_CHAINS: caip2=rpcUrl pairs, e.g. eip155:1=https://rpc.example,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://…
  const chains: SecureChain[] = list('GANGWAY_SECURE_CHAINS').map((pair) => {
    const at = pair.indexOf('=')
    return { caipNetworkId: pair.slice(0, at), rpcUrl: pair.slice(at + 1) }
  })
  const social = Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((p) => {
      const clientId = env[`GANGWAY_OAUTH_${p.toUpperCase()}_CLIENT_ID`]
      return clientId ? [[p, realProvider(p, { clientId, clientSecret: env[`GANGWAY_OAUTH_${p.toUpperCase()}_CLIENT_SECRET`] })]] : []
    }),
  )
  const site = await startSecureSite({
    port: Number(values.port),
    host: env.GANGWAY_SECURE_HOST,
    publicOrigin: env.GANGWAY_SECURE_ORIGIN,
    dataDir: values['data-dir'],
    keyring,
    hostOrigins: list('GANGWAY_SECURE_HOST_ORIGINS'),
    chains,
    mail: env.SMTP_HOST
      ? { host: env.SMTP_HOST, port: Number(env.SMTP_PORT ?? 587), secure: env.SMTP_SECURE === 'true', user: env.SMTP_USER, pass: env.SMTP_PASS, from: env.SMTP_FROM ?? `Wallet <no-reply@${env.SMTP_HOST}>` }
      : undefined,
    social,
  })
  console.log(`Gangway secure site ${site.url} for ${list('GANGWAY_SECURE_HOST_ORIGINS').join(', ') || '(no host origins: set GANGWAY_SECURE_HOST_ORIGINS)'}`)
  process.on('SIGINT', () => void site.stop().then(() => process.exit(0)))
} else {
  console.error(`Unknown command ${command}: serve or rotate-kek`)
  process.exit(1)
}
