// npm run gallery: runs the accessibility e2e test with GALLERY=1, so it saves each view's screenshot
// (test-output/screenshots/gallery-<view>-<width>-<theme>.png; `npm test` takes none), then makes the
// small pictures of docs/gallery/ and its README from them.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const screenshots = fileURLToPath(new URL('../test-output/screenshots/', import.meta.url))
const gallery = fileURLToPath(new URL('./gallery/', import.meta.url))

/** Every view the tour pictures, in the order a person meets them, with what it shows. */
const views: Array<[id: string, caption: string]> = [
  // The README at the top of the project shows connect, account, swap and send (desktop, light and dark).
  ['connect', 'Connect: e-mail, socials, the wallets found in the browser, All Wallets'],
  ['all-wallets', 'All Wallets: the catalogue, searchable'],
  ['connecting-walletconnect', 'WalletConnect: the QR code for a phone wallet'],
  ['connecting-wallet-error', 'A browser wallet declined the connection'],
  ['email-code', 'E-mail sign-in: the code'],
  ['email-code-error', 'E-mail sign-in: a wrong code'],
  ['connecting-social', 'Social sign-in: waiting on the popup'],
  ['connecting-social-error', 'Social sign-in: the popup closed'],
  ['connecting-farcaster', 'Farcaster: QR code and link'],
  ['connect-button-connected', 'The host’s buttons once connected: balance, address, network'],
  ['account', 'Account: balance, actions, tokens'],
  ['account-nfts', 'Account: NFTs'],
  ['account-activity', 'Account: activity'],
  ['networks', 'Networks'],
  ['send', 'Send'],
  ['send-error', 'Send: an amount above the balance, a receiver that is no address'],
  ['receive', 'Receive: the address as a QR code'],
  ['swap', 'Swap'],
  ['buy', 'Buy crypto: providers and quotes'],
  ['names', 'Choose a name'],
  ['pay', 'Pay: a payment the host asks for'],
  ['embedded-account', 'The embedded wallet (signed in by e-mail): Account'],
  ['embedded-profile-wallets', 'The embedded wallet: its EVM and Solana accounts'],
  ['embedded-update-email', 'The embedded wallet: changing the e-mail'],
  ['embedded-approve', 'The embedded wallet: approving a message in the secure frame'],
  ['sign-in', 'Sign in with the wallet (required)'],
  ['connect-alert', 'A SPEC §8 alert: the project is unknown'],
]
const shots = [
  { width: 'desktop', theme: 'light', pixels: 240, quality: 42 },
  { width: 'desktop', theme: 'dark', pixels: 240, quality: 42 },
  { width: 'phone', theme: 'light', pixels: 150, quality: 40 },
  { width: 'phone', theme: 'dark', pixels: 150, quality: 40 },
] as const

const file = (id: string, shot: (typeof shots)[number]) => `${id}-${shot.width}-${shot.theme}.webp`

const tour = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', 'tests/e2e/accessibility.test.ts'], { stdio: 'inherit', env: { ...process.env, GALLERY: '1' } })
if (tour.status !== 0) process.exit(tour.status ?? 1)

const missing = views.flatMap(([id]) => shots.map((s) => `gallery-${id}-${s.width}-${s.theme}.png`)).filter((name) => !existsSync(screenshots + name))
if (missing.length) {
  console.error(`${missing.length} screenshots are missing (${missing.slice(0, 3).join(', ')} …): did the tour change?`)
  process.exit(1)
}

await rm(gallery, { recursive: true, force: true })
await mkdir(gallery, { recursive: true })
for (const [id] of views) {
  for (const shot of shots) {
    await sharp(`${screenshots}gallery-${id}-${shot.width}-${shot.theme}.png`)
      .resize({ width: shot.pixels })
      .webp({ quality: shot.quality, effort: 6 })
      .toFile(gallery + file(id, shot))
  }
}

const cell = (id: string, caption: string, shot: (typeof shots)[number]) => `<img src="${file(id, shot)}" width="${shot.pixels}" alt="${caption.split(':')[0]}, ${shot.width}, ${shot.theme}">`
const readme = [
  '# Gallery',
  '',
  'Every view of the demo, light and dark, at desktop width (the dialog) and phone width (the whole screen).',
  '`npm run gallery` runs the accessibility end-to-end test (`tests/e2e/accessibility.test.ts`, where axe-core',
  'checks each view too) with GALLERY=1, so it takes these pictures, and makes these small copies. Made by the script, not by hand.',
  '',
  '| View | Desktop, light | Desktop, dark | Phone, light | Phone, dark |',
  '|---|---|---|---|---|',
  ...views.map(([id, caption]) => `| ${caption} | ${shots.map((s) => cell(id, caption, s)).join(' | ')} |`),
  '',
].join('\n')
await writeFile(`${gallery}README.md`, readme)

const names = await readdir(gallery)
const bytes = (await Promise.all(names.map((n) => stat(gallery + n)))).reduce((sum, s) => sum + s.size, 0)
console.log(`docs/gallery: ${names.length - 1} pictures and README.md, ${(bytes / 1024).toFixed(0)} KiB in all`)
