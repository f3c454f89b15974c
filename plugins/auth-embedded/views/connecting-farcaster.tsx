// ConnectingFarcaster: the address is fetched first (SPEC §4), shown as a QR code and a link; the
// modal waits while the person approves in their Farcaster app.
import { useEffect, useState } from 'react'
import { describeError } from 'gangway'
import { CopyButton, QrCode, Spinner, Styles, usePluginApi, useStore, useT, ViewMessage } from 'gangway/react'
import { encode } from 'uqr'
import { embeddedStyles } from './styles'
import { useEmbedded } from './use-controller'

export default function ConnectingFarcasterView() {
  const api = usePluginApi()
  const controller = useEmbedded()
  const url = useStore(controller.$farcasterUrl)
  const [error, setError] = useState<string>()
  const t = useT()
  useEffect(() => {
    let live = true
    const run = async () => {
      try {
        await controller.farcasterUri()
        await controller.farcasterConnect()
      } catch (e) {
        if (!live) return
        // SPEC §8 'Failed to connect to farcaster': said, and the person goes back to choose again.
        api.toast.show(describeError(e), 'error')
        setError(describeError(e))
      }
    }
    void run()
    return () => {
      live = false
    }
  }, [api, controller])
  if (error) return <ViewMessage tone="error" title={t(error)} testId="farcaster-error" actions={<button type="button" className="primary" onClick={() => api.router.goBack()}>{t('Back')}</button>} />
  if (!url) return <ViewMessage visual={<Spinner label={/* t */ 'Asking Farcaster'} />} title={t('Connecting to Farcaster')} />
  return (
    <div className="center" data-testid="connecting-farcaster">
      <Styles rules={[embeddedStyles]} />
      <p className="muted">{t("Scan with your phone's camera, or open the link, and approve in Farcaster.")}</p>
      <div className="qr-box">
        <QrCode value={url} label={t('Farcaster sign-in QR code')} encode={encode} testId="farcaster-qr" />
      </div>
      <div className="link-row">
        <a href={url} target="_blank" rel="noreferrer" data-testid="farcaster-link">
          {t('Open Farcaster')}
        </a>
        <CopyButton value={url} label={/* t */ 'Copy link'} toast={/* t */ 'Link copied'} />
      </div>
      <p className="muted small">
        <Spinner label={/* t */ 'Waiting for approval'} /> {t('Waiting for your approval…')}
      </p>
    </div>
  )
}
