// Sign a message with the wallet of the active namespace and check the signature on the page.
import { useState } from 'react'
import { useAccount, useGangway } from 'gangway/react'
import { verifySignature } from './verify'

export function SignPanel() {
  const modal = useGangway()
  const account = useAccount()
  const [message, setMessage] = useState('Hello from Gangway')
  const [result, setResult] = useState<{ signature?: string; valid?: boolean; error?: string }>({})
  const sign = async () => {
    setResult({})
    try {
      const signature = await modal.signMessage(message)
      const publicKey = account.accounts?.find((a) => a.address === account.address)?.publicKey
      const valid = account.address ? await verifySignature(account.namespace, account.address, message, signature, publicKey) : undefined
      setResult({ signature, valid })
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }
  return (
    <section className="card" aria-label="Sign a message">
      <h2>Sign a message</h2>
      <input aria-label="Message" value={message} onChange={(e) => setMessage(e.target.value)} />
      <button type="button" onClick={sign} disabled={!account.isConnected} data-testid="sign-button">
        Sign
      </button>
      {result.signature && (
        <p data-testid="signature" style={{ overflowWrap: 'anywhere' }}>
          {result.signature} {result.valid !== undefined && <strong data-testid="signature-valid">{result.valid ? 'valid' : 'INVALID'}</strong>}
        </p>
      )}
      {result.error && (
        <p role="alert" data-testid="sign-error">
          {result.error}
        </p>
      )}
    </section>
  )
}
