// <NetworkButton>: the active network; opens the network list.
import { view } from '../kernel/router'
import { Icon } from './components/icons'
import { useGangway } from './context'
import { useNetwork } from './hooks'
import { useT } from './i18n'
import { InlineShadow } from './shadow'
import { usePreloadOnIntent } from './views/views-context'

export function NetworkButton() {
  const modal = useGangway()
  const { network, isUnsupported } = useNetwork()
  const preload = usePreloadOnIntent('Networks')
  const t = useT()
  return (
    <InlineShadow>
      <button type="button" className="cta connected" onClick={() => modal.open({ view: view('Networks') })} data-testid="network-button" aria-haspopup="dialog" {...preload}>
        <Icon name="network" size={16} />
        <span style={{ paddingInlineEnd: 6 }} translate={network && !isUnsupported ? 'no' : undefined}>
          {isUnsupported ? t('Unsupported network') : (network?.name ?? t('Network'))}
        </span>
      </button>
    </InlineShadow>
  )
}
