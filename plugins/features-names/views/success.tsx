// RegisterAccountNameSuccess: the name is the address's now.
import { truncateAddress } from 'gangway'
import { SuccessMark, useAccount, usePluginApi, useT, useViewParams, ViewMessage } from 'gangway/react'

export default function RegisterAccountNameSuccessView() {
  const api = usePluginApi()
  const { registered } = useViewParams('RegisterAccountNameSuccess')
  const account = useAccount()
  const t = useT()
  return (
    <ViewMessage
      testId="name-registered"
      visual={
        <SuccessMark />
      }
      title={<span translate="no">{registered}</span>}
      actions={
        <button type="button" className="primary block" onClick={() => api.router.goBackTo('Account')} autoFocus>
          {t('Done')}
        </button>
      }
    >
      {account.address ? t('is yours: it now stands for {address}, and anyone can send to it by name.', { address: truncateAddress(account.address) }) : t('is yours: it now stands for this address, and anyone can send to it by name.')}
    </ViewMessage>
  )
}
