// React hooks for hosts: the modal, the active account and the active network.
import { useStore } from '@nanostores/react'
import type { Network } from '../kernel/plugin'
import { useGangway } from './context'

export function useModal() {
  const modal = useGangway()
  const isOpen = useStore(modal.stores.$open)
  return { isOpen, open: modal.open, close: modal.close }
}

export function useAccount() {
  const account = useStore(useGangway().stores.$account)
  return {
    ...account,
    isConnected: account.status === 'connected' && Boolean(account.address),
    isConnecting: account.status === 'connecting',
  }
}

export function useNetwork() {
  const modal = useGangway()
  const network = useStore(modal.stores.$activeNetwork)
  const networks = useStore(modal.stores.$networks)
  const unsupportedChainId = useStore(modal.stores.$unsupportedChainId)
  return {
    network,
    networks,
    caipNetworkId: network?.caipNetworkId,
    isUnsupported: unsupportedChainId !== undefined,
    switchNetwork: (target: Network) => modal.switchNetwork(target),
  }
}
