// Networks: every network the host offers, grouped by chain family; picking one switches
// through the confirmation views of SPEC §2.
import { useStore } from '@nanostores/react'
import type { Network } from '../../kernel/plugin'
import { useGangway } from '../context'

export function NetworkRows({ onPick, activeId }: { onPick(network: Network): void; activeId?: string }) {
  const networks = useStore(useGangway().stores.$networks)
  return (
    <ul className="list" aria-label="Networks">
      {networks.map((network) => (
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
