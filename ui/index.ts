// gangway/react: the provider, buttons and hooks a React host uses.
export { GangwayProvider, GangwayModal } from './provider'
export { ConnectButton, type ConnectButtonProps } from './connect-button'
export { NetworkButton } from './network-button'
export { useModal, useAccount, useNetwork } from './hooks'
export { useGangway } from './context'
export type { ThemeVariables } from './theme'
