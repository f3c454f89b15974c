// The minimal EVM host plus sign-in with the wallet (gangway/siwx, sessions on the services): what its factory costs before the first render.
import { renderEvmHostWith } from '../services-host'
import { siwx } from 'gangway/siwx'

renderEvmHostWith([siwx()])
