// A host page sending a batch (EIP-5792) through the modal: two Demo Dollar transfers in one
// wallet_sendCalls; wallet_getCallsStatus reports the receipts. With the embedded wallet's smart account
// the batch is one user operation: both transfers land, or neither (try the failing one). A browser or
// WalletConnect wallet with EIP-5792 sends it itself; one without it gets the calls one by one from the
// modal (eip155({ sendCallsFallback })), never atomically: a failing second call leaves the first (600).
import { useEffect, useState } from 'react'
import { useAccount, useGangway } from 'gangway/react'
import { encodeFunctionData, erc20Abi, parseUnits, toHex } from 'viem'
import { batchFailure } from './batch-error'

/** Dev accounts 2 and 3 of the public test mnemonic: the two receivers. */
export const BATCH_RECEIVERS = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x90F79bf6EB2c4f870365E785982E1f101E93b906'] as const
export const BATCH_AMOUNTS = ['1.5', '2.5'] as const
const CHAIN = 'eip155:31337'

interface CallsStatus {
  status: number
  atomic?: boolean
  receipts?: Array<{ transactionHash: string; status: string }>
}

export function BatchPanel({ apiUrl }: { apiUrl?: string }) {
  const modal = useGangway()
  const account = useAccount()
  const [dusd, setDusd] = useState<{ address: `0x${string}`; decimals: number }>()
  const [result, setResult] = useState<{ capabilities?: string; id?: string; status?: CallsStatus; error?: string; busy?: boolean }>({})
  // atomicRequired: asked of the e-mail wallet (its smart account runs a batch atomically) unless the
  // person says otherwise; other wallets here send calls one by one, so it is off for them.
  const [atomicChoice, setAtomicChoice] = useState<boolean>()
  const atomicRequired = atomicChoice ?? account.connectorId === 'auth'
  useEffect(() => {
    if (!apiUrl) return
    const url = new URL('v1/convert/tokens', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
    Object.entries({ chainId: CHAIN, projectId: modal.options.projectId, st: modal.options.sdkType, sv: modal.options.sdkVersion }).forEach(([k, v]) => url.searchParams.set(k, v))
    void fetch(url)
      .then((res) => res.json() as Promise<{ tokens?: Array<{ symbol: string; decimals: number; address: string }> }>)
      .then(({ tokens }) => {
        const token = tokens?.find((t) => t.symbol === 'DUSD')
        if (token) setDusd({ address: token.address.split(':')[2] as `0x${string}`, decimals: token.decimals })
      })
      .catch(() => setResult({ error: 'The services did not list DUSD' }))
  }, [apiUrl, modal])

  const send = async (failing: boolean) => {
    if (!dusd || !account.address) return
    setResult({ busy: true })
    try {
      const chainId = toHex(31337)
      // A wallet without EIP-5792 may not answer this either: the batch is tried all the same.
      const capabilities = (await modal.request({ method: 'wallet_getCapabilities', params: [account.address, [chainId]] }).catch(() => undefined)) as
        | Record<string, { atomic?: { status: string } }>
        | undefined
      const atomic = capabilities ? (capabilities[chainId]?.atomic?.status ?? 'unsupported') : 'unknown (no wallet_getCapabilities)'
      setResult({ busy: true, capabilities: atomic })
      // the failing batch's second transfer asks for more DUSD than the account holds: it reverts
      const amounts = failing ? [BATCH_AMOUNTS[0], '1000000000'] : BATCH_AMOUNTS
      const calls = BATCH_RECEIVERS.map((to, i) => ({ to: dusd.address, value: '0x0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amounts[i]!, dusd.decimals)] }) }))
      const { id } = (await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId, from: account.address, atomicRequired, calls }] })) as { id: string }
      setResult({ busy: true, capabilities: atomic, id })
      for (;;) {
        const status = (await modal.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
        if (status.status !== 100) return setResult({ capabilities: atomic, id, status })
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    } catch (error) {
      // the card says it in a sentence; the console keeps all of it (revert data, a library's details)
      console.error('wallet_sendCalls failed:', error)
      setResult({ error: batchFailure(error) })
    }
  }
  const ready = account.isConnected && account.namespace === 'eip155' && Boolean(dusd)
  return (
    <section className="card" aria-label="Batch calls">
      <h2>Batch calls (EIP-5792)</h2>
      <p>
        Two Demo Dollar transfers ({BATCH_AMOUNTS[0]} and {BATCH_AMOUNTS[1]} DUSD) in one <code>wallet_sendCalls</code>. With an e-mail
        wallet's smart account they go out as one user operation through the local bundler, approved once. The dev wallet sends them itself,
        one after the other; a wallet without EIP-5792 gets them one by one from the modal (see Host options).
      </p>
      <p>
        <label>
          <input type="checkbox" checked={atomicRequired} onChange={(e) => setAtomicChoice(e.target.checked)} data-testid="batch-atomic-required" /> Require atomic
          execution (<code>atomicRequired</code>: refused with 5760 by a wallet that sends calls one by one)
        </label>
      </p>
      <button type="button" onClick={() => void send(false)} disabled={!ready || result.busy} data-testid="batch-send">
        Send the batch
      </button>{' '}
      <button type="button" onClick={() => void send(true)} disabled={!ready || result.busy} data-testid="batch-send-failing">
        Send a batch whose second call fails
      </button>
      {result.capabilities && <p data-testid="batch-atomic">atomic: {result.capabilities}</p>}
      {result.id && (
        <p data-testid="batch-id" style={{ overflowWrap: 'anywhere' }}>
          {result.id}
        </p>
      )}
      {result.status && (
        <p data-testid="batch-status" data-status={result.status.status} style={{ overflowWrap: 'anywhere' }}>
          status {result.status.status}
          {result.status.receipts?.map((r) => ` · ${r.transactionHash} (${r.status === '0x1' ? 'success' : 'reverted'})`)}
        </p>
      )}
      {result.error && (
        <p role="alert" data-testid="batch-error">
          {result.error}
        </p>
      )}
    </section>
  )
}
