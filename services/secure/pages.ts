// The secure site's HTML: the frame the modal loads, the page a social sign-in comes back to, and
// the dev Farcaster approver. Scripts are the site's own files (no inline script runs); data a
// script needs rides in a JSON script element.
import type { FrameConfig } from './frame/config'
import { FRAME_CONFIG_ID } from './frame/config'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** JSON inside a script element: `<` escaped so the data cannot close the element. */
const jsonScript = (id: string, data: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`

const FRAME_CSS = `
:root { color-scheme: light; --bg: #fff; --fg: #141414; --muted: #5f636a; --surface: #f3f4f5; --border: #e4e6e8; --accent: var(--gw-accent, #2a64d6); }
:root[data-theme='dark'] { color-scheme: dark; --bg: #121313; --fg: #e4e7e7; --muted: #9a9e9f; --surface: #1d1f1f; --border: #2a2c2c; }
html, body { margin: 0; background: transparent; font: 14px/1.4 var(--gw-font-family, Inter, system-ui, sans-serif); color: var(--fg); }
body.approving { background: var(--bg); }
/* The card fills the frame exactly. What is asked scrolls in its own box (a long detail first shrinks
   in its own), above Reject and Approve: however tall the request, they stay whole at the frame's foot. */
.card { box-sizing: border-box; height: 100vh; padding: 8px 16px 16px; display: flex; flex-direction: column; gap: 10px; }
.request { flex: 1 1 auto; min-height: 0; overflow: auto; display: flex; flex-direction: column; gap: 10px; }
h1 { font-size: 18px; margin: 4px 0 0; text-align: center; }
.muted { color: var(--muted); margin: 0; text-align: center; }
.small { font-size: 12px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; padding: 12px; border-radius: 12px; background: var(--surface); }
dt { color: var(--muted); } dd { margin: 0; text-align: right; overflow-wrap: anywhere; font-weight: 600; }
pre { margin: 0; padding: 12px; border-radius: 12px; background: var(--surface); white-space: pre-wrap; overflow-wrap: anywhere; flex: 0 1 auto; min-height: 3em; max-height: 180px; overflow: auto; font: 13px/1.4 ui-monospace, monospace; }
.buttons { flex: none; display: flex; gap: 8px; }
button { flex: 1; min-height: 44px; padding: 4px 12px; border-radius: 12px; font: inherit; font-weight: 600; cursor: pointer; border: 1px solid var(--border); }
.primary { background: var(--accent); color: var(--gw-on-accent, #fff); border-color: var(--accent); }
.secondary { background: var(--surface); color: var(--fg); }
button:disabled { background: var(--surface); color: var(--muted); border-color: var(--border); cursor: default; }
`

export function framePage(config: FrameConfig): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gangway secure frame</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${FRAME_CSS}</style>
${jsonScript(FRAME_CONFIG_ID, config)}<script type="module" src="/frame.js"></script></head><body></body></html>`
}

const PAGE_CSS = `body { font: 15px/1.5 system-ui, sans-serif; max-width: 560px; margin: 40px auto; padding: 0 16px; color: #141414; }
.standin { padding: 10px 12px; border-radius: 8px; background: #fff4d6; border: 1px solid #f0d58a; }
button { font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid #ccc; background: #f6f6f6; cursor: pointer; }
ul { padding: 0; list-style: none; } li { margin: 8px 0; display: flex; gap: 12px; align-items: center; justify-content: space-between; }
code { font-size: 13px; }`

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>${PAGE_CSS}</style>${head}</head><body>${body}</body></html>`

/** Where a social sign-in comes back: the popup hands the address to the modal, or a Telegram page goes back with it. */
export function socialResultPage(data: { resultUri: string; host?: string; returnUrl?: string | null }): string {
  return page('Signing in…', `<p id="message">Signing you in…</p>`, `${jsonScript('result', data)}<script type="module" src="/social/result.js"></script>`)
}

/** Runs in the popup: posts the result address to the host page that opened it, and to that origin only. */
export const SOCIAL_RESULT_SCRIPT = `const data = JSON.parse(document.getElementById('result').textContent)
const message = document.getElementById('message')
if (!data.host) message.textContent = 'This sign-in is unknown or has expired. Close this window and try again.'
else if (window.opener) { window.opener.postMessage({ resultUri: data.resultUri }, data.host); message.textContent = 'Signed in. You can close this window.' }
else if (data.returnUrl) { const url = new URL(data.returnUrl); url.searchParams.set('result_uri', data.resultUri); location.replace(url.toString()) }
else message.textContent = 'The page that started this sign-in is gone. Close this window and try again.'
`

export function indexPage(o: { standInSocial: boolean; approverUrl: string }): string {
  return page(
    'Gangway secure site',
    `<h1>Gangway secure site</h1><p>This origin holds the embedded wallet: its frame signs for the modal of the sites allowed to embed it. There is nothing to do here.</p>
${o.standInSocial ? '<p class="standin">Social sign-in here goes to a <strong>dev OpenID Connect provider</strong> that stands in for Google, GitHub, Apple, Facebook, X and Discord.</p>' : ''}
<p class="standin">Farcaster sign-in here uses a <strong>stand-in relay</strong>: the <a href="${escapeHtml(o.approverUrl)}">dev Farcaster approver</a> plays the Farcaster app with public dev accounts.</p>`,
  )
}

export function farcasterApproverPage(o: { channel?: string; open: boolean; accounts: ReadonlyArray<{ fid: number; username: string; custody: string }>; done?: string; error?: string }): string {
  const intro = `<h1>Farcaster (dev approver)</h1><p class="standin"><strong>A stand-in for the Farcaster app</strong>, for the local stack only: it signs Sign-In With Farcaster messages with <strong>public dev custody keys</strong> (derived from the dev mnemonic), and the secure site's stand-in relay checks them as the real relay checks a Farcaster app's. No real Farcaster account is involved.</p>`
  if (o.done) return page('Farcaster (dev approver)', `${intro}<p data-testid="farcaster-approved">${escapeHtml(o.done)}</p>`)
  if (o.error) return page('Farcaster (dev approver)', `${intro}<p role="alert">${escapeHtml(o.error)}</p>`)
  if (!o.channel) return page('Farcaster (dev approver)', `${intro}<p>Open the link or scan the QR code the modal shows (it carries <code>channelToken</code>).</p>`)
  if (!o.open) return page('Farcaster (dev approver)', `${intro}<p role="alert">This sign-in request is unknown, expired or already approved.</p>`)
  const rows = o.accounts
    .map(
      (a) => `<li><span><strong>@${escapeHtml(a.username)}</strong> · fid ${a.fid}<br><code>${a.custody}</code></span>
<form method="post" action="/dev/farcaster/approve"><input type="hidden" name="channelToken" value="${escapeHtml(o.channel!)}"><input type="hidden" name="fid" value="${a.fid}"><button type="submit" data-fid="${a.fid}">Approve as @${escapeHtml(a.username)}</button></form></li>`,
    )
    .join('')
  return page('Farcaster (dev approver)', `${intro}<p>A site asks you to sign in with Farcaster. Pick an account:</p><ul>${rows}</ul>`)
}
