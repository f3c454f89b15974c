// RegisterAccountNameSuccess: the name is the address's now.
import { truncateAddress } from 'gangway'
import { Icon, useAccount, usePluginApi, useViewParams, ViewMessage } from 'gangway/react'

export default function RegisterAccountNameSuccessView() {
  const api = usePluginApi()
  const { registered } = useViewParams('RegisterAccountNameSuccess')
  const account = useAccount()
  return (
    <ViewMessage
      testId="name-registered"
      visual={
        <span className="wallet-icon large" aria-hidden="true" style={{ color: 'var(--gw-success)' }}>
          <Icon name="check" size={32} />
        </span>
      }
      title={registered}
      actions={
        <button type="button" className="primary block" onClick={() => api.router.goBackTo('Account')} autoFocus>
          Done
        </button>
      }
    >
      is yours: it now stands for {account.address ? truncateAddress(account.address) : 'this address'}, and anyone can send to it by name.
    </ViewMessage>
  )
}
