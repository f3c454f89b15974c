// The minimal EVM host (mainnet and Base, one Connect button) with more plugins and a services URL: the
// hosts in hosts/ that measure what a feature's factory costs before the first render, with nothing but
// the plugin list told apart.
import { createRoot } from 'react-dom/client'
import { createModal, type ModalOptionsInput } from 'gangway'
import { eip155, mainnet, base } from 'gangway/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'

export function renderEvmHostWith(plugins: NonNullable<ModalOptionsInput['plugins']>): void {
  const modal = createModal({
    projectId: 'bench',
    plugins: [eip155(), ...plugins],
    networks: [mainnet, base],
    services: { api: 'https://services.example' },
  })

  createRoot(document.getElementById('root')!).render(
    <GangwayProvider modal={modal}>
      <ConnectButton />
    </GangwayProvider>,
  )
}
