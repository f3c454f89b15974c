// ConnectingWalletConnect(Basic): the QR code of the pairing with a copy-link button on desktop,
// the wallet's deep link on a phone (else the link to open in a wallet there or to copy), and a
// retry (at most once a second, SPEC §9) when it fails.
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { errorMessage, GangwayError, type PluginApi } from 'gangway'
import { Icon, Spinner, usePluginApi, useT, useViewParams, WalletIcon } from 'gangway/react'
import { walletRedirect } from '../links'
import { walletConnectState } from '../create-state'
import { isPairingExpired, RETRY_MIN_MS, type ListedWallet, type WalletConnectState } from '../state'
import { QrCode } from './qr-code'
import { useListedWallet, walletConnectEntry } from './use-wallet'

type LinkKind = 'mobileLink' | 'desktopLink' | 'webappLink'

function openWallet(modal: PluginApi, state: WalletConnectState, wallet: ListedWallet, kind: LinkKind, uri: string): void {
  const link = wallet[kind]
  if (!link) return
  const opened = walletRedirect(link, uri)
  if (!opened) return
  const { redirect, href, target } = opened
  if (kind !== 'webappLink') void state.client().then((client) => client.rememberLink({ name: wallet.name, href }))
  modal.context.env.window?.open(redirect, target, 'noreferrer noopener')
}

export function ConnectingWalletConnectView() {
  const params = useViewParams('ConnectingWalletConnect')
  return <Connecting walletId={params?.walletId} name={params?.name} />
}

export function ConnectingWalletConnectBasicView() {
  return <Connecting />
}

function Connecting({ walletId, name }: { walletId?: string; name?: string }) {
  const modal = usePluginApi()
  const state = walletConnectState(modal)
  const t = useT()
  if (!state) return <p className="empty">{t(errorMessage('WALLETCONNECT_CONNECTOR_NOT_FOUND'))}</p>
  return <Pairing modal={modal} state={state} walletId={walletId} name={name} />
}

function Pairing({ modal, state, walletId, name }: { modal: PluginApi; state: WalletConnectState; walletId?: string; name?: string }) {
  const wallet = useListedWallet(modal, state, walletId, name)
  const wallets = useStore(modal.stores.$wallets)
  const uri = useStore(state.$uri)
  const expiry = useStore(state.$pairingExpiry)
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const started = useRef(-1)
  const lastRetry = useRef(0)
  const opened = useRef<string | undefined>(undefined)
  const isMobile = modal.context.env.isMobile()
  const t = useT()

  // One connection per attempt, even when React runs effects twice in development.
  useEffect(() => {
    if (wallet === undefined || started.current === attempt) return
    started.current = attempt
    setError(undefined)
    const entry = walletConnectEntry(modal.stores.$wallets.get(), walletId)
    if (!entry) return setError(errorMessage('WALLETCONNECT_CONNECTOR_NOT_FOUND'))
    state.$wallet.set(wallet ?? undefined)
    modal
      .connectWallet(entry)
      .then(() => modal.completeConnection())
      .catch((e: unknown) => setError(e instanceof GangwayError ? e.message : errorMessage('FAILED_TO_CONNECT')))
  }, [attempt, wallet, walletId, modal, state])

  // A phone opens the wallet app as soon as the pairing exists, once per pairing.
  useEffect(() => {
    if (!isMobile || !uri || !wallet?.mobileLink || opened.current === uri) return
    opened.current = uri
    openWallet(modal, state, wallet, 'mobileLink', uri)
  }, [isMobile, uri, wallet, modal, state])

  // The client replaces a pairing before it expires; a suspended tab can miss that timer, so check too.
  useEffect(() => {
    const timer = setInterval(() => {
      if (state.$uri.get() && isPairingExpired(state.$pairingExpiry.get())) void state.client().then((client) => client.refresh())
    }, 1000)
    return () => clearInterval(timer)
  }, [state])

  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    if (Date.now() - lastRetry.current < RETRY_MIN_MS) return
    lastRetry.current = Date.now()
    // The button goes away with the error: keep focus in the dialog, so keys (Escape, Tab) still work.
    event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus()
    setAttempt((n) => n + 1)
  }
  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      modal.toast.show(/* t */ 'Link copied', 'success')
    } catch {
      modal.toast.show(/* t */ 'Copy failed', 'error')
    }
  }
  const title = wallet?.name ?? t('your wallet')
  const live = uri && !isPairingExpired(expiry) ? uri : undefined
  const icon = wallet?.icon ?? walletConnectEntry(wallets, undefined)?.icon
  const appLinks = wallet && (
    <>
      {isMobile && wallet.mobileLink && (
        <button type="button" className="primary block" disabled={!live} onClick={() => live && openWallet(modal, state, wallet, 'mobileLink', live)}>
          {t('Open {wallet}', { wallet: wallet.name })}
        </button>
      )}
      {!isMobile && wallet.desktopLink && (
        <button type="button" className="secondary block" disabled={!live} onClick={() => live && openWallet(modal, state, wallet, 'desktopLink', live)}>
          <Icon name="external" size={16} /> {t('Open desktop app')}
        </button>
      )}
      {wallet.webappLink && (
        <button type="button" className="secondary block" disabled={!live} onClick={() => live && openWallet(modal, state, wallet, 'webappLink', live)}>
          <Icon name="external" size={16} /> {t('Open web app')}
        </button>
      )}
    </>
  )

  if (error) {
    return (
      <div className="center" data-testid="wc-error">
        <WalletIcon name={title} icon={icon} large />
        <p className="title error" role="alert">
          {t(error)}
        </p>
        <p className="muted">{t('Try again, or pick another wallet.')}</p>
        <button type="button" className="secondary" onClick={retry}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  const deepLinked = isMobile && wallet?.mobileLink
  // A phone cannot scan its own screen: there the link opens in a wallet on the phone, or is pasted into one.
  const [heading, hint] = deepLinked
    ? [t('Continue in {name}', { name: title }), t('Accept the connection request in the wallet.')]
    : isMobile
      ? wallet
        ? [t('Paste the link in {wallet}', { wallet: title }), t('Copy the link, then paste it into {wallet} on this phone to connect.', { wallet: title })]
        : [t('Open the link in your wallet'), t('Open it in a WalletConnect wallet on this phone, or copy it and paste it into the wallet.')]
      : wallet
        ? [t('Scan with {wallet}', { wallet: title }), t('Open {wallet} on your phone and scan the code.', { wallet: title })]
        : [t('Scan with your phone'), t('Open a WalletConnect wallet on your phone and scan the code.')]
  return (
    <div className="center">
      {deepLinked ? (
        <WalletIcon name={title} icon={icon} large />
      ) : (
        <div style={{ position: 'relative', width: '100%', maxWidth: 296, aspectRatio: '1', borderRadius: 16, background: '#fff', border: '1px solid var(--gw-border)', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {live ? <QrCode value={live} label={t('WalletConnect QR code for {wallet}', { wallet: title })} /> : <Spinner large label={/* t */ 'Preparing the QR code'} />}
          {live && icon && (
            <span style={{ position: 'absolute', padding: 4, background: '#fff', borderRadius: 14 }}>
              <WalletIcon name={title} icon={icon} />
            </span>
          )}
        </div>
      )}
      <p className="title">{heading}</p>
      <p className="muted">{hint}</p>
      <div className="actions" style={{ width: '100%', marginTop: 4 }}>
        {appLinks}
        {isMobile && wallet === null && (
          // A phone hands a wc: link to the WalletConnect wallet installed there.
          <button type="button" className="primary block" disabled={!live} onClick={() => live && modal.context.env.window?.open(live, '_self', 'noreferrer noopener')}>
            <Icon name="external" size={16} /> {t('Open in a wallet')}
          </button>
        )}
        <button type="button" className="secondary block" onClick={copy} disabled={!live} data-testid="wc-copy-link" data-uri={live}>
          <Icon name="copy" size={16} /> {t('Copy link')}
        </button>
      </div>
    </div>
  )
}
