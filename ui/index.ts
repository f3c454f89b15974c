// gangway/react: what a React host uses (the provider, buttons and hooks), and the view kit every
// plugin's views are built with (ours and third parties'), so they look and behave like the core's.

// For hosts.
export { GangwayProvider, GangwayModal } from './provider'
export { ConnectButton, type ConnectButtonProps } from './connect-button'
export { NetworkButton } from './network-button'
export { useModal, useAccount, useNetwork, useServices } from './hooks'
export { useGangway, usePluginApi } from './context'
export type { ThemeVariables } from './theme'

// The view kit, for plugins' views.
export { useStore } from '@nanostores/react'
export { useViewParams } from './views/use-view'
export { usePreloadOnIntent } from './views/views-context'
export { useConnectableWallets, pickWallet } from './views/connect'
export { InstalledWallets } from './views/all-wallets'
export { Avatar } from './components/avatar'
export { CopyButton } from './components/copy-button'
export { Icon, type IconName } from './components/icons'
export { QrCode, type QrEncoder, type QrMatrix } from './components/qr-code'
export { Spinner } from './components/spinner'
export { TokenIcon, TokenRow } from './components/token-row'
export { ViewMessage } from './components/view-message'
export { WalletIcon } from './components/wallet-icon'
export { WalletList } from './components/wallet-list'
export { WalletSearch } from './components/wallet-search'
export { Styles } from './styles/styles'
export { accountStyles } from './styles/account'
export { formStyles } from './styles/forms'
export { listStyles } from './styles/lists'
export { formatDecimal, formatQuantity, formatUsd } from './format'
export { useT, type Translate } from './i18n'
