// Networks: every network the host offers, grouped by chain family; picking one switches
// through the confirmation views of SPEC §2.
import { useStore } from '@nanostores/react'
import { networkImageUrl } from '../../kernel/images'
import type { Network } from '../../kernel/types'
import { WalletIcon } from '../components/wallet-icon'
import { useGangway } from '../context'
import { useT } from '../i18n'
// Inline, so the shared stylesheet every host loads up front does not grow for multichain hosts' sake.
const familiesStyle = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const headingStyle = { margin: '0 0 6px', fontSize: '0.85em', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' } as const

export function NetworkRows({ onPick, activeId }: { onPick(network: Network): void; activeId?: string }) {
  const modal = useGangway()
  const t = useT()
  const networks = useStore(modal.stores.$networks)
  const families = [...new Set(networks.map((n) => n.chainNamespace))]
  const rows = (list: readonly Network[], label: string) => (
    <ul className="list" aria-label={label}>
      {list.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="row"
            aria-current={network.caipNetworkId === activeId}
            onClick={() => onPick(network)}
            data-network={network.caipNetworkId}
          >
            <WalletIcon name={network.name} icon={networkImageUrl(network, modal.options.services)} />
            <span className="name" translate="no">{network.name}</span>
            {network.caipNetworkId === activeId && <span className="tag accent">{t('Active')}</span>}
            {network.testnet && <span className="tag">{t('Test')}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
  if (families.length < 2) return rows(networks, t('Networks'))
  return (
    <div style={familiesStyle}>
      {families.map((family) => {
        // Each family is headed as its plugin names it (only shown when the host offers more than one).
        const label = t(modal.namespaces.get(family)?.label ?? family)
        return (
          <section key={family} aria-label={label}>
            <h3 className="muted" style={headingStyle}>
              {label}
            </h3>
            {rows(
              networks.filter((n) => n.chainNamespace === family),
              t('{family} networks', { family: label }),
            )}
          </section>
        )
      })}
    </div>
  )
}

export default function NetworksView() {
  const modal = useGangway()
  const active = useStore(modal.stores.$activeNetwork)
  const unsupported = useStore(modal.stores.$unsupportedChainId)
  return (
    <NetworkRows
      activeId={unsupported ? undefined : active?.caipNetworkId}
      onPick={(network) => {
        if (modal.requestNetworkSwitch(network) === 'switched') modal.router.goBack()
      }}
    />
  )
}
