// SwitchActiveChain: the person is connected on one chain family and picked a network of
// another where no wallet is connected yet (SPEC §2). Confirming moves there and shows Connect.
import { useGangway } from '../context'
import { view } from '../../kernel/router'
import { useViewParams } from './use-view'

export default function SwitchActiveChainView() {
  const modal = useGangway()
  const { network, navigateTo, navigateWithReplace } = useViewParams('SwitchActiveChain')
  const confirm = async () => {
    await modal.switchNetwork(network)
    if (navigateWithReplace) modal.router.replace(view(navigateTo))
    else modal.router.push(view(navigateTo))
  }
  return (
    <div className="center">
      <p className="title">Switch to {network.name}</p>
      <p className="muted">Your connected wallet does not serve {network.name}. Connect a wallet for it to continue; your current connection stays.</p>
      <button type="button" className="primary block" onClick={confirm}>
        Switch
      </button>
    </div>
  )
}
