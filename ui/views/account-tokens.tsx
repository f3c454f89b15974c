// The Tokens tab: the account's tokens from the services, with their values. Loading, empty and
// unavailable each say so; the list follows the active account and network.
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { Services } from '../../kernel/api/types'
import { Spinner } from '../components/spinner'
import { TokenRow } from '../components/token-row'
import { useAccount, useNetwork, useServices } from '../hooks'
import { useT } from '../i18n'

export function AccountTokens() {
  const services = useServices()
  return services ? <TokenList services={services} /> : <Loading />
}

function Loading() {
  return (
    <div className="center panel-state">
      <Spinner label={/* t */ 'Loading tokens'} />
    </div>
  )
}

function TokenList({ services }: { services: Services }) {
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const state = useStore(services.$tokenBalances)
  const [asked, setAsked] = useState(false)
  const t = useT()
  useEffect(() => {
    setAsked(false)
    void services.fetchTokenBalances().finally(() => setAsked(true))
  }, [services, address, caipNetworkId])

  // A refresh keeps the list it has: swapping it for a spinner and back would move every button above it.
  if (state.balances.length === 0 && (state.loading || !asked)) return <Loading />
  if (state.balances.length === 0) {
    return (
      <p className="empty panel-state" data-testid="tokens-empty">
        {state.lastRetry ? t('Token balances are unavailable right now.') : t('No tokens yet.')}
      </p>
    )
  }
  return (
    <ul className="list" aria-label={t('Tokens')} data-testid="token-list">
      {state.balances.map((token) => (
        <li key={token.address ?? `${token.chainId}:native`}>
          <TokenRow token={token} />
        </li>
      ))}
    </ul>
  )
}
