// UnsupportedChain: the wallet sits on a network the host does not offer (SPEC §4).
import { useGangway } from '../context'
import { NetworkRows } from './networks'
import { useT } from '../i18n'

export default function UnsupportedChainView() {
  const modal = useGangway()
  const t = useT()
  const switchTo = (network: Parameters<typeof modal.switchNetwork>[0]) =>
    modal.switchNetwork(network).catch((error: unknown) => modal.toast.show(error instanceof Error ? error.message : /* t */ 'Switch failed', 'error'))
  return (
    <div>
      <p className="muted" style={{ marginTop: 0 }}>
        {t('This app doesn’t support your current network. Switch to an available option to continue.')}
      </p>
      <NetworkRows onPick={switchTo} />
      <button type="button" className="secondary block" style={{ marginTop: 12 }} onClick={() => void modal.disconnect().then(() => modal.close())}>
        {t('Disconnect')}
      </button>
    </div>
  )
}
