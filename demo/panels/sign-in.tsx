// Sign-in with the wallet, as the host's server sees it: who this browser is signed in as, read by
// the demo's own server from its session (/api/session: the HttpOnly cookie never reaches this
// page's scripts), the mode the demo runs in, and a sign-out.
import { useEffect, useState } from 'react'
import { signOut } from 'gangway/siwx'
import { useGangway } from 'gangway/react'
import { chooseSignInMode, type SignInMode } from '../sign-in-mode'

interface ServerSession {
  address: string
  chainId: string
  expiresAt: string
}

export function SignInPanel({ mode }: { mode: SignInMode }) {
  const modal = useGangway()
  const [sessions, setSessions] = useState<ServerSession[]>()
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    const refresh = () =>
      fetch('/api/session')
        .then((res) => res.json() as Promise<{ sessions: ServerSession[] }>)
        .then((body) => live && setSessions(body.sessions))
        .catch(() => live && setSessions([]))
    const onAnalytics = (e: { event: string }) => e.event.startsWith('SIWX_') && void refresh()
    void refresh()
    modal.events.on('analytics', onAnalytics)
    modal.events.on('disconnect', refresh)
    return () => {
      live = false
      modal.events.off('analytics', onAnalytics)
      modal.events.off('disconnect', refresh)
    }
  }, [modal])
  const out = async () => {
    setBusy(true)
    try {
      await signOut(modal)
      setSessions((await (await fetch('/api/session')).json() as { sessions: ServerSession[] }).sessions)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card" aria-label="Sign-in with the wallet">
      <h2>Sign-in with the wallet</h2>
      <label>
        Sign-in{' '}
        <select value={mode} onChange={(e) => chooseSignInMode(e.target.value as SignInMode)} data-testid="signin-mode">
          <option value="off">off</option>
          <option value="optional">optional</option>
          <option value="required">required</option>
        </select>
      </label>
      {mode !== 'off' && (
        <>
          <p data-testid="signed-in-as">
            {sessions === undefined ? '…' : sessions.length ? `Signed in as ${sessions.map((s) => `${s.address} on ${s.chainId}`).join(', ')}` : 'Not signed in'}
          </p>
          <button type="button" onClick={out} disabled={busy || !sessions?.length} data-testid="sign-out">
            Sign out
          </button>
        </>
      )}
    </section>
  )
}
