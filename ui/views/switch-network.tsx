// SwitchNetwork: ask the wallet to move to the chosen network. The kernel goes back on failure
// (SPEC §4); on success we return to where the person came from.
import { useEffect, useRef } from 'react'
import { isUserRejection } from '../../kernel/errors'
import { Spinner } from '../components/spinner'
import { useGangway } from '../context'
import { useViewParams } from './use-view'
import { useT } from '../i18n'

export default function SwitchNetworkView() {
  const modal = useGangway()
  const { network } = useViewParams('SwitchNetwork')
  const t = useT()
  const wallet = modal.stores.$account.get().walletInfo?.name
  // One request per visit, even when React runs effects twice in development.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    modal
      .switchNetwork(network)
      .then(() => {
        const { $open, $stack } = modal.stores
        if (!$open.get() || $stack.get().at(-1)?.name !== 'SwitchNetwork') return
        if ($stack.get().some((e) => e.name === 'Account')) modal.router.goBackTo('Account')
        else modal.router.goBack()
      })
      .catch((error: unknown) => {
        modal.toast.show(isUserRejection(error) ? /* t */ 'Switch declined' : error instanceof Error ? error.message : /* t */ 'Switch failed', 'error')
      })
  }, [modal, network])
  return (
    <div className="center">
      <Spinner large label={/* t */ 'Waiting for the wallet'} />
      <p className="title">{t('Approve in wallet')}</p>
      <p className="muted">{wallet ? t('Accept the switch to {network} in {wallet}.', { network: network.name, wallet }) : t('Accept the switch to {network} in your wallet.', { network: network.name })}</p>
    </div>
  )
}
