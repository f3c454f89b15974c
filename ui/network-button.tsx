// <NetworkButton>: the active network; opens the network list.
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { perModal } from '../kernel/per-modal'
import { view } from '../kernel/router'
import { NetworkIcon } from './components/network-icon'
import { useGangway } from './context'
import { useNetwork } from './hooks'
import { useT } from './i18n'
import { InlineShadow } from './shadow'
import { usePreloadOnIntent } from './views/views-context'

/**
 * SPEC §7: the host page loads nothing before the person first opens the modal, the network's logo
 * included. Latched from the first button's render on, so a button mounted again keeps its logo.
 */
const openedOf = perModal(({ stores }) => {
  const opened = atom(stores.$open.get())
  stores.$open.listen((open) => open && opened.set(true))
  return opened
})

export function NetworkButton() {
  const modal = useGangway()
  const { network, isUnsupported } = useNetwork()
  const preload = usePreloadOnIntent('Networks')
  const t = useT()
  const opened = useStore(openedOf(modal))
  return (
    <InlineShadow>
      <button type="button" className="cta connected" onClick={() => modal.open({ view: view('Networks') })} data-testid="network-button" aria-haspopup="dialog" {...preload}>
        <NetworkIcon network={isUnsupported ? undefined : network} show={opened} />
        <span style={{ paddingInlineEnd: 6 }} translate={network && !isUnsupported ? 'no' : undefined}>
          {isUnsupported ? t('Unsupported network') : (network?.name ?? t('Network'))}
        </span>
      </button>
    </InlineShadow>
  )
}
