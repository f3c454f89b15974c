// Pick the token to send: the account's tokens on the active network, searchable.
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { Services } from 'gangway'
import { listStyles, Spinner, Styles, TokenRow, useAccount, usePluginApi, useServices, useT } from 'gangway/react'
import { useNativeToken, useTokenToSend } from './native-token'
import { useSend } from './use-send'

export default function SelectTokenView() {
  const services = useServices()

  return services ? (
    <TokenPicker services={services} />
  ) : (
    <div className="center panel-state">
      <Spinner />
    </div>
  )
}

function TokenPicker({ services }: { services: Services }) {
  const modal = usePluginApi()
  const [send, state] = useSend()
  const balances = useStore(services.$tokenBalances)
  const [query, setQuery] = useState('')
  const t = useT()
  const { namespace } = useAccount()
  // A namespace whose token balances the services do not read (Bitcoin, Polkadot, Cosmos) sends its native currency.
  const readsTokens = Boolean(namespace && modal.namespaces.get(namespace)?.capabilities.tokenBalances)
  useEffect(() => {
    if (readsTokens) void services.fetchTokenBalances()
  }, [services, readsTokens])
  const native = useNativeToken()
  // Nothing picked on a namespace that needs no token: the native currency is the one sent, so it is marked.
  const chosen = useTokenToSend(state.token)
  // Without the services, the native currency (its balance read from the chain) can still be sent.
  const unavailable = !readsTokens || balances.lastRetry !== undefined || !services.api.hasApi
  const listed = readsTokens && !(balances.balances.length === 0 && unavailable) ? balances.balances : native ? [native] : []
  const q = query.trim().toLowerCase()
  const shown = listed.filter((token) => !q || token.name.toLowerCase().includes(q) || token.symbol.toLowerCase().includes(q))
  return (
    <div>
      <Styles rules={[listStyles]} />
      <input className="search" type="search" placeholder={t('Search token')} aria-label={t('Search token')} value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
      {balances.loading && shown.length === 0 ? (
        <div className="center panel-state">
          <Spinner label={/* t */ 'Loading tokens'} />
        </div>
      ) : shown.length === 0 ? (
        <p className="empty">{q ? t('No token matches “{query}”.', { query }) : unavailable ? t('Token balances are unavailable right now.') : t('No tokens to send.')}</p>
      ) : (
        <ul className="list" aria-label={t('Tokens')}>
          {shown.map((token) => (
            <li key={token.address ?? `${token.chainId}:native`}>
              <TokenRow
                token={token}
                current={chosen?.address === token.address && chosen?.symbol === token.symbol}
                onPick={(picked) => {
                  send.setToken(picked)
                  modal.router.goBack()
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
