// SwitchActiveChain: the person is connected on one chain family and picked a network of
// another where no wallet is connected yet (SPEC §2). Confirming moves there and shows Connect.
import { useGangway } from '../context'
import { view } from '../../kernel/router'
import { useViewParams } from './use-view'
import { useT } from '../i18n'

export default function SwitchActiveChainView() {
  const modal = useGangway()
  const t = useT()
  const { network, navigateTo, navigateWithReplace } = useViewParams('SwitchActiveChain')
  const confirm = async () => {
    await modal.switchNetwork(network)
    if (navigateWithReplace) modal.router.replace(view(navigateTo))
    else modal.router.push(view(navigateTo))
  }
  return (
    <div className="center">
      <p className="title">{t('Switch to {network}', { network: network.name })}</p>
      <p className="muted">{t('Your connected wallet does not serve {network}. Connect a wallet for it to continue; your current connection stays.', { network: network.name })}</p>
      <button type="button" className="primary block" onClick={confirm}>
        {t('Switch')}
      </button>
    </div>
  )
}
