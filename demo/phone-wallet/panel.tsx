// The phone wallet's screen on the demo page: paste the modal's WalletConnect link (what scanning
// the QR code does on a real phone), approve the connection, answer requests, switch chains.
import { useState, useSyncExternalStore } from 'react'
import type { DevChain } from '../../services/dev/demo-config'
import type { PhoneWallet } from './wallet'

const phases = { idle: 'not connected', pairing: 'pairing…', proposal: 'asked to connect', connected: 'connected' } as const

export function PhoneWalletPanel({ wallet, chains }: { wallet: PhoneWallet; chains: readonly DevChain[] }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const [link, setLink] = useState('')
  const chainName = (id: number) => chains.find((c) => c.id === id)?.name ?? `chain ${id}`
  const next = chains.find((c) => c.id !== state.session?.chainId)

  return (
    <section className="dev-wallet" aria-label="Phone wallet" data-testid="phone-wallet">
      <h2>
        Phone wallet <span className="badge">WalletConnect · public test keys</span>
      </h2>
      <dl>
        <dt>Account</dt>
        <dd>
          #1 <code>{state.address}</code>
        </dd>
        <dt>Status</dt>
        <dd data-testid="phone-wallet-status">
          {state.session ? `connected to ${state.session.dapp} on ${state.session.chainId ? chainName(state.session.chainId) : [...state.session.chains.map(chainName), ...state.session.others].join(', ')}` : phases[state.phase]}
        </dd>
      </dl>
      {state.phase === 'idle' || state.phase === 'pairing' ? (
        <form
          className="actions"
          onSubmit={(event) => {
            event.preventDefault()
            void wallet.pair(link).then(() => setLink(''))
          }}
        >
          <input aria-label="WalletConnect link" placeholder="wc:… (Copy link in the modal)" value={link} onChange={(e) => setLink(e.target.value)} style={{ flex: 1, minWidth: 0 }} />
          <button type="submit" disabled={!link || state.phase === 'pairing'}>
            {state.phase === 'pairing' ? 'Pairing…' : 'Pair'}
          </button>
        </form>
      ) : null}
      {state.proposal && (
        <div className="actions">
          <span>
            {state.proposal.dapp} asks to connect on {[...state.proposal.chains.map(chainName), ...state.proposal.others.map((c) => c.name)].join(', ') || 'no chain this wallet knows'}.
          </span>
          <button type="button" onClick={() => void wallet.approve()} disabled={state.proposal.chains.length + state.proposal.others.length === 0}>
            Approve
          </button>
          <button type="button" onClick={() => void wallet.reject()}>
            Reject
          </button>
        </div>
      )}
      {state.request && (
        <div className="actions">
          <span data-testid="phone-wallet-request" style={{ overflowWrap: 'anywhere' }}>
            {state.request.method === 'personal_sign' ? `Sign “${state.request.text}”?` : `${state.request.text}?`}
          </span>
          <button type="button" onClick={() => void wallet.answer(true)}>
            Approve
          </button>
          <button type="button" onClick={() => void wallet.answer(false)}>
            Reject
          </button>
        </div>
      )}
      {state.session && !state.request && (
        <div className="actions">
          {next && (
            <button type="button" onClick={() => void wallet.switchChain(next.id)}>
              Switch to {next.name}
            </button>
          )}
          <button type="button" onClick={() => void wallet.disconnect()}>
            Disconnect
          </button>
        </div>
      )}
      {state.error && (
        <p role="alert" style={{ color: '#d93036', margin: '8px 0 0' }}>
          {state.error}
        </p>
      )}
    </section>
  )
}
