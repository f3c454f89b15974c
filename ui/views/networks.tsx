// Networks: every network the host offers, grouped by chain family; picking one switches
// through the confirmation views of SPEC §2.
import { useStore } from '@nanostores/react'
import type { Network } from '../../kernel/plugin'
import { useGangway } from '../context'

/** How a chain family is headed in the list (only shown when the host offers more than one). */
const FAMILY_LABELS: Record<string, string> = { eip155: 'Ethereum and EVM', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' }
// Inline, so the shared stylesheet every host loads up front does not grow for multichain hosts' sake.
const familiesStyle = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const headingStyle = { margin: '0 0 6px', fontSize: '0.85em', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' } as const

export function NetworkRows({ onPick, activeId }: { onPick(network: Network): void; activeId?: string }) {
  const networks = useStore(useGangway().stores.$networks)
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
            <span className="wallet-icon" aria-hidden="true">
              {network.name.slice(0, 1)}
            </span>
            <span className="name">{network.name}</span>
            {network.caipNetworkId === activeId && <span className="tag accent">Active</span>}
            {network.testnet && <span className="tag">Test</span>}
          </button>
        </li>
      ))}
    </ul>
  )
  if (families.length < 2) return rows(networks, 'Networks')
  return (
    <div style={familiesStyle}>
      {families.map((family) => {
        const label = FAMILY_LABELS[family] ?? family
        return (
          <section key={family} aria-label={label}>
            <h3 className="muted" style={headingStyle}>
              {label}
            </h3>
            {rows(
              networks.filter((n) => n.chainNamespace === family),
              `${label} networks`,
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
