// React hooks for hosts and plugins' views: the modal, the active account and network, the services.
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { Services } from '../kernel/api/types'
import type { Network } from '../kernel/types'
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

/** The services client once loaded (it is a lazy chunk of its own); undefined until then. */
export function useServices(): Services | undefined {
  const modal = useGangway()
  const [services, setServices] = useState<Services>()
  useEffect(() => {
    let live = true
    void modal.services().then((s) => live && setServices(s))
    return () => {
      live = false
    }
  }, [modal])
  return services
}
