// Every connection the modal keeps, one per chain namespace (SPEC §3), and which one is active.
import { useStore } from '@nanostores/react'
import { useGangway } from 'gangway/react'

export function ConnectionsPanel() {
  const modal = useGangway()
  const accounts = useStore(modal.stores.$accounts)
  const active = useStore(modal.stores.$activeNamespace)
  const namespaces = [...modal.namespaces.keys()]
  return (
    <section className="card" aria-label="Connections per namespace">
      <h2>Connections per namespace</h2>
      <dl>
        {namespaces.map((namespace) => {
          const account = accounts[namespace]
          return [
            <dt key={`${namespace}-dt`}>
              {namespace}
              {namespace === active && ' (active)'}
            </dt>,
            <dd key={`${namespace}-dd`} data-testid={`connection-${namespace}`}>
              {account?.status === 'connected' && account.address ? `${account.address}${account.balance !== undefined ? ` · ${account.balance} ${account.balanceSymbol ?? ''}` : ''}` : (account?.status ?? 'disconnected')}
            </dd>,
          ]
        })}
      </dl>
    </section>
  )
}
