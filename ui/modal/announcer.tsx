// What a sighted person sees change outside the dialog, said to a screen reader: connecting,
// connected (as whom), the network, disconnected. A polite live region that outlives the dialog
// (connecting closes it), empty until the first change, so loading a page says nothing.
import { useEffect, useRef, useState } from 'react'
import { truncateAddress } from '../../kernel/format'
import { useAccount, useNetwork } from '../hooks'

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const

export function Announcer() {
  const account = useAccount()
  const { network } = useNetwork()
  const state = { status: account.status, address: account.address, network: network?.caipNetworkId }
  const last = useRef(state)
  const [message, setMessage] = useState('')
  useEffect(() => {
    const before = last.current
    last.current = state
    const who = account.profileName ?? (account.address ? truncateAddress(account.address) : '')
    if (account.isConnected && (before.status !== 'connected' || before.address !== account.address)) setMessage(`Connected: ${who}`)
    else if (account.isConnected && network && before.network !== network.caipNetworkId) setMessage(`Network: ${network.name}`)
    else if (account.isConnecting && before.status !== 'connecting') setMessage('Connecting…')
    else if (account.status === 'disconnected' && before.status === 'connected') setMessage('Disconnected')
    // A failed attempt says why in the dialog (an alert); cleared here, the next attempt is news again.
    else if (account.status === 'disconnected' && before.status === 'connecting') setMessage('')
    // Only these three are a change worth saying; the rest is read as it is then.
  }, [state.status, state.address, state.network])
  return (
    <div aria-live="polite" aria-atomic="true" style={hidden} data-testid="announcer">
      {message}
    </div>
  )
}
