// The host page of tests/e2e/hosts.test.ts, written as a host would write it (imports from 'gangway'):
// a header with the network and connect buttons, and the account's status as the host reads it.
import { version } from 'react'
import { createModal, type Modal } from 'gangway'
import { eip155, localEvmNetwork } from 'gangway/eip155'
import { ConnectButton, GangwayProvider, NetworkButton, useAccount } from 'gangway/react'

export interface HostConfig {
  chainId: number
  chainUrl: string
  /** Where the page is rendered first: on the server (then hydrated) or on the client only. */
  render: 'server' | 'client'
  /** createModal's `ssr` option; a server-rendered page sets it (the test also checks what happens when it does not). */
  ssr: boolean
}

export const makeModal = (c: HostConfig): Modal =>
  createModal({ projectId: 'host-e2e', plugins: [eip155()], networks: [localEvmNetwork(c.chainId, c.chainUrl, 'Local A')], ssr: c.ssr })

function AccountStatus() {
  const account = useAccount()
  return (
    <p>
      <output data-testid="host-status">{account.status}</output> <output data-testid="host-address">{account.address ?? ''}</output>
    </p>
  )
}

export function App({ modal }: { modal: Modal }) {
  return (
    <GangwayProvider modal={modal}>
      <header>
        <h1 data-testid="host-react">React {version.split('.')[0]}</h1>
        <NetworkButton />
        <ConnectButton />
      </header>
      <AccountStatus />
    </GangwayProvider>
  )
}
