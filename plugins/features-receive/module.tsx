// The Receive view: address, QR code, copy, and the networks the address is valid on.
import { accountStyles, CopyButton, QrCode, Styles, useAccount, usePluginApi, useStore, useT } from 'gangway/react'
import { encode } from 'uqr'
import { receiveStyles } from './styles'

function ReceiveView() {
  const modal = usePluginApi()
  const account = useAccount()
  const networks = useStore(modal.stores.$networks)
  const t = useT()
  if (!account.address) return <p className="empty">{t('No account connected.')}</p>
  // An address of a namespace is the same on each of its networks.
  const validOn = networks.filter((n) => n.chainNamespace === account.namespace)
  return (
    <div className="center">
      <Styles rules={[accountStyles, receiveStyles]} />
      <QrCode value={account.address} label={t('QR code of {address}', { address: account.address })} encode={encode} className="qr" testId="receive-qr" />
      <div className="address-row">
        <p className="address-box" data-testid="receive-address" style={{ flex: 1 }} translate="no">
          {account.address}
        </p>
        <CopyButton value={account.address} label={/* t */ 'Copy address'} toast={/* t */ 'Address copied'} />
      </div>
      <p className="small muted">{t('Send only assets of these networks to this address:')}</p>
      <ul className="chips" aria-label={t('Networks this address is valid on')} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="receive-networks">
        {validOn.map((network) => (
          <li key={network.caipNetworkId} className="chip" translate="no">
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}

export const views = { WalletReceive: ReceiveView }
