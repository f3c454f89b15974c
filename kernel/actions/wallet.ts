// The wallet actions that only run once a person connects, or a stored connection is restored:
// one lazy chunk, so a host's first paint carries none of them.
export { connect, connectWallet, takeOver } from './connect'
export { disconnect } from './disconnect'
export { request } from './request'
export { restoreConnections } from './restore'
export { signMessage } from './sign'
