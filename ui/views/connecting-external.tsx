// Waiting for a browser wallet to approve the connection, with a retry when it fails.
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { GangwayError } from '../../kernel/errors'
import { Spinner } from '../components/spinner'
import { WalletIcon } from '../components/wallet-icon'
import { useGangway } from '../context'
import { useViewParams } from './use-view'
import { useT } from '../i18n'

export default function ConnectingExternalView() {
  const modal = useGangway()
  const { connectorId, namespace } = useViewParams('ConnectingExternal')
  const wallets = useStore(modal.stores.$wallets)
  const wallet = wallets.find((w) => w.connectors.some((c) => c.id === connectorId && c.chain === namespace))
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string>()
  const started = useRef(-1)
  const t = useT()

  useEffect(() => {
    // One request per attempt, even when React runs effects twice in development.
    if (!wallet || started.current === attempt) return
    started.current = attempt
    setError(undefined)
    modal
      .connectWallet(wallet)
      .then(() => modal.completeConnection())
      .catch((e: unknown) => setError(e instanceof GangwayError ? e.message : /* t */ 'Failed to connect'))
  }, [attempt, wallet, modal])

  if (!wallet) return <p className="empty">{t('This wallet is no longer available.')}</p>
  return (
    <div className="center">
      <WalletIcon name={wallet.name} icon={wallet.icon} large />
      {error ? (
        <>
          <p className="title error" role="alert">
            {t(error)}
          </p>
          <p className="muted">{t('You can try again, or pick another wallet.')}</p>
          <button type="button" className="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('Try again')}
          </button>
        </>
      ) : (
        <>
          <p className="title">{t('Continue in {name}', { name: wallet.name })}</p>
          <p className="muted">{t('Accept the connection request in your wallet.')}</p>
          <Spinner label={/* t */ 'Waiting for the wallet'} />
        </>
      )}
    </div>
  )
}
