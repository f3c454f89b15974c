// The network picker and the views it leads to, in one chunk: each is small (four chunks cost more
// bytes than one), and the view a pick leads to then draws at once.
export { default as Networks } from './networks'
export { default as SwitchNetwork } from './switch-network'
export { default as SwitchActiveChain } from './switch-active-chain'
export { default as UnsupportedChain } from './unsupported-chain'
