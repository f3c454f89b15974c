// The minimal EVM host plus several wallets per namespace (gangway/connections): what its factory and keeper cost before the first render.
import { renderEvmHostWith } from '../services-host'
import { connections } from 'gangway/connections'

renderEvmHostWith([connections()])
