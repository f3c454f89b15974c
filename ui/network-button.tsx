// <NetworkButton>: the active network; opens the network list.
import { view } from '../kernel/router'
import { Icon } from './components/icons'
import { useGangway } from './context'
import { useNetwork } from './hooks'
import { InlineShadow } from './shadow'
import { preloadOnIntent } from './views/preload'

export function NetworkButton() {
  const modal = useGangway()
  const { network, isUnsupported } = useNetwork()
  return (
    <InlineShadow>
      <button type="button" className="cta connected" onClick={() => modal.open({ view: view('Networks') })} data-testid="network-button" {...preloadOnIntent('Networks')}>
        <Icon name="network" size={16} />
        <span style={{ paddingRight: 6 }}>{isUnsupported ? 'Unsupported network' : (network?.name ?? 'Network')}</span>
      </button>
    </InlineShadow>
  )
}
