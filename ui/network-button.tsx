// <NetworkButton>: the active network; opens the network list.
import { view } from '../kernel/router'
import { Icon } from './components/icons'
import { useGangway } from './context'
import { useNetwork } from './hooks'
import { InlineShadow } from './shadow'
import { usePreloadOnIntent } from './views/views-context'

export function NetworkButton() {
  const modal = useGangway()
  const { network, isUnsupported } = useNetwork()
  const preload = usePreloadOnIntent('Networks')
  return (
    <InlineShadow>
      <button type="button" className="cta connected" onClick={() => modal.open({ view: view('Networks') })} data-testid="network-button" aria-haspopup="dialog" {...preload}>
        <Icon name="network" size={16} />
        <span style={{ paddingRight: 6 }}>{isUnsupported ? 'Unsupported network' : (network?.name ?? 'Network')}</span>
      </button>
    </InlineShadow>
  )
}
