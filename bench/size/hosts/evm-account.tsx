// The minimal EVM host plus the account features: send, receive and activity, against a services URL.
import { renderEvmHostWith } from '../services-host'
import { activity } from 'gangway/activity'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'

renderEvmHostWith([send(), receive(), activity()])
