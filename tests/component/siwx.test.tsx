// The sign-in view on a real kernel in happy-dom: the demo's dev wallet (a real EIP-1193 provider)
// on a real anvil node signs; the services' sign-in service (real verification through the node,
// in-memory SQLite) keeps the session, called in-process as the host's strategy.
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siwx, type SiwxStrategy } from '../../plugins/features-siwx'
import { createSignInService, type SignInService } from '../../services/api/siwx/service'
import { openDatabase } from '../../services/api/store/db'
import { ConnectButton } from '../../ui'
import { modalsOnChain } from './harness'

const modals = modalsOnChain()
let service: SignInService

/** The host's server, in-process: one browser (holder), its sessions verified on the chain. */
function inProcessSessions(): SiwxStrategy {
  service = createSignInService({
    db: openDatabase(undefined),
    origins: [location.origin],
    chains: [{ caipNetworkId: 'eip155:31337', name: 'Local A', rpcUrl: modals.chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
  })
  return {
    createNonce: async () => service.issueNonce('browser'),
    addSession: async (session) => void (await service.signIn('browser', session)),
    getSessions: async (chainId, address) => service.sessions('browser', { chainId, address }),
    revokeSession: async (chainId, address, signature) => void service.revoke('browser', address, chainId, signature),
  }
}

async function connectAndWaitForSignIn(required = true) {
  const h = modals.mount(<ConnectButton />, { plugins: [siwx({ strategy: inProcessSessions(), required })], options: { metadata: { name: 'Component shop', description: '', url: location.origin, icons: [] } } })
  fireEvent.click(h.buttonScreen().getByTestId('connect-button'))
  fireEvent.click(await h.modalScreen().findByText('Dev Wallet (local)'))
  await h.modalScreen().findByTestId('siwx-view', {}, { timeout: 5000 })
  return h
}

describe('SIWXSignMessage', () => {
  it('SPEC §4 after connecting, the sign-in view asks; SPEC §2 Escape, Close and the overlay do not close it while sign-in is required', async () => {
    const { modal, modalScreen } = await connectAndWaitForSignIn()
    const screen = modalScreen()
    expect(screen.getByRole('heading').textContent).toBe('Sign In')
    expect(screen.getByText('Component shop needs to connect to your wallet')).toBeTruthy()
    expect(screen.getByText(/Cancelling will disconnect you/)).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.mouseDown(screen.getByTestId('gangway-overlay'))
    expect(modal.stores.$open.get()).toBe(true)
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('SIWXSignMessage')
    expect(screen.getByRole('dialog').className).toContain('shake')
  })

  it('SPEC §4 Sign: the wallet signs the EIP-4361 message, the server verifies it on the chain and keeps the session, the modal closes', async () => {
    const { modal, modalScreen } = await connectAndWaitForSignIn()
    fireEvent.click(modalScreen().getByTestId('siwx-sign'))
    await waitFor(() => expect(modal.stores.$open.get()).toBe(false), { timeout: 5000 })
    const [session] = service.sessions('browser')
    expect(session).toMatchObject({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:31337' })
    expect(session!.message).toMatch(new RegExp(`^${location.host} wants you to sign in with your Ethereum account:\\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\\n\\nSign in to Component shop with your wallet\\.\\n\\nURI: `))
  })

  it("SPEC §8 a declined signature: the 'Signature declined' toast, and the view stays", async () => {
    const { modal, modalScreen, wallet } = await connectAndWaitForSignIn()
    wallet.reject()
    fireEvent.click(modalScreen().getByTestId('siwx-sign'))
    await waitFor(() => expect(modalScreen().getByRole('status').textContent).toBe('Signature declined'))
    expect(modal.stores.$open.get()).toBe(true)
    expect(service.sessions('browser')).toEqual([])
  })

  it('SPEC §4 Cancel disconnects when sign-in is required; the button offers to connect again', async () => {
    const { modal, modalScreen, buttonScreen } = await connectAndWaitForSignIn()
    fireEvent.click(modalScreen().getByTestId('siwx-cancel'))
    await waitFor(() => expect(modal.stores.$open.get()).toBe(false))
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(buttonScreen().getByTestId('connect-button').textContent).toBe('Connect Wallet')
  })

  it('SPEC §2 with sign-in optional, Escape closes the view and the wallet stays connected', async () => {
    const { modal, modalScreen } = await connectAndWaitForSignIn(false)
    expect(modalScreen().getByText(/continue without signing in/)).toBeTruthy()
    fireEvent.keyDown(modalScreen().getByRole('dialog'), { key: 'Escape' })
    expect(modal.stores.$open.get()).toBe(false)
    expect(modal.stores.$account.get().status).toBe('connected')
  })
})
