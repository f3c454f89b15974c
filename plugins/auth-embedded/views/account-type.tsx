// AccountType: which of the embedded wallet's eip155 accounts acts here, the smart account (SPEC §6
// default) or its owner, the plain EOA; whether the smart account is deployed yet; and the switch
// between them (SPEC §5: to the smart account only where smart accounts are enabled and eoa is preferred).
import { useEffect, useState } from 'react'
import { describeError, truncateAddress } from 'gangway'
import { Styles, usePluginApi, useStore, useT } from 'gangway/react'
import { embeddedStyles } from './styles'
import { useEmbedded } from './use-controller'

export default function AccountTypeView() {
  const api = usePluginApi()
  const t = useT()
  const controller = useEmbedded()
  const smart = useStore(controller.$smartAccount)
  const enabled = useStore(controller.$smartAccountNetworks)
  const accounts = useStore(api.stores.$accounts)
  const network = useStore(api.stores.$activeNetwork)
  const [busy, setBusy] = useState(false)
  const evm = accounts.eip155
  const active = evm?.accounts.find((a) => a.address === evm.address)
  const owner = evm?.accounts.find((a) => a.type === 'eoa')
  const enabledHere = network?.chainNamespace === 'eip155' && enabled.includes(Number(network.id))
  // Whether the account is deployed may have changed since it was last read (a send from elsewhere).
  useEffect(() => void controller.refreshSmartAccount(), [controller, evm?.address])

  const pick = async (type: 'eoa' | 'smartAccount') => {
    setBusy(true)
    try {
      await controller.setAccountType(type)
    } catch (error) {
      api.toast.show(describeError(error), 'error')
    } finally {
      setBusy(false)
    }
  }
  if (network?.chainNamespace !== 'eip155' || !evm?.address) {
    return (
      <p className="empty" data-testid="account-type-unavailable">
        {t('Your account on {network} is a plain account (EOA): smart accounts are for EVM networks.', { network: network?.name ?? t('this network') })}
      </p>
    )
  }
  return (
    <div data-testid="account-type-view">
      <Styles rules={[embeddedStyles]} />
      <div className="wallet-row" data-testid="account-type-active" data-type={active?.type} data-address={evm.address}>
        <div>
          <div className="small muted">{active?.type === 'smartAccount' ? t('Smart account') : t('EOA (plain account)')}</div>
          <div className="addr" title={evm.address} translate="no">
            {truncateAddress(evm.address)}
          </div>
          {active?.type === 'smartAccount' && smart && (
            <div className="small muted" data-testid="smart-account-deployed" data-deployed={String(smart.deployed)}>
              {smart.deployed ? t('Deployed on {network}', { network: network?.name ?? t('this network') }) : t('Not deployed yet: your first transaction deploys it')}
            </div>
          )}
          {active?.type === 'smartAccount' && owner && (
            <div className="small muted" data-testid="smart-account-owner" data-address={owner.address}>
              {t('Owner {address}', { address: truncateAddress(owner.address) })}
            </div>
          )}
        </div>
      </div>
      {!enabledHere && (
        <p className="muted small" data-testid="account-type-unavailable">
          {t('Smart accounts are not enabled on {network}: your EOA acts here.', { network: network?.name ?? t('this network') })}
        </p>
      )}
      {active?.type === 'smartAccount' && (
        <button type="button" className="secondary" disabled={busy} onClick={() => void pick('eoa')}>
          {t('Switch to EOA')}
        </button>
      )}
      {active?.type !== 'smartAccount' && controller.canSwitchToSmartAccount() && (
        <button type="button" className="primary" disabled={busy} onClick={() => void pick('smartAccount')}>
          {t('Switch to smart account')}
        </button>
      )}
    </div>
  )
}
