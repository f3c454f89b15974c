// A host page taking a payment: 12.5 Demo Dollars (DUSD, 6 decimals) on Local A to the demo shop's
// address (dev account 5, a public dev key), through gangway/pay. The token's address comes from
// the stack's services, as a shop would keep it in its own config.
import { useEffect, useState } from 'react'
import { openPay, type PayAsset } from 'gangway/pay'
import { useGangway } from 'gangway/react'

/** Dev account 5 of the public test mnemonic: the demo shop. */
export const DEMO_SHOP = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
export const DEMO_PRICE = '12.5'
const CHAIN = 'eip155:31337'

export function PayPanel({ apiUrl }: { apiUrl?: string }) {
  const modal = useGangway()
  const [asset, setAsset] = useState<PayAsset>()
  const [result, setResult] = useState<{ hash?: string; error?: string }>({})
  useEffect(() => {
    if (!apiUrl) return
    const url = new URL('v1/convert/tokens', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
    Object.entries({ chainId: CHAIN, projectId: modal.options.projectId, st: modal.options.sdkType, sv: modal.options.sdkVersion }).forEach(([k, v]) => url.searchParams.set(k, v))
    void fetch(url)
      .then((res) => res.json() as Promise<{ tokens?: Array<{ symbol: string; name: string; decimals: number; address: string }> }>)
      .then(({ tokens }) => {
        const dusd = tokens?.find((t) => t.symbol === 'DUSD')
        if (dusd) setAsset({ symbol: dusd.symbol, name: dusd.name, decimals: dusd.decimals, address: dusd.address.split(':')[2] })
      })
      .catch(() => setResult({ error: 'The services did not list DUSD' }))
  }, [apiUrl, modal])
  const payNow = async () => {
    if (!asset) return
    setResult({})
    try {
      setResult({ hash: await openPay(modal, { recipient: DEMO_SHOP, amount: DEMO_PRICE, asset, network: CHAIN }) })
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) })
    }
  }
  return (
    <section className="card" aria-label="Pay">
      <h2>Checkout</h2>
      <p>
        A shop on this page asks for {DEMO_PRICE} DUSD on Local A, paid to <code>{DEMO_SHOP}</code>.
      </p>
      <button type="button" onClick={payNow} disabled={!asset} data-testid="pay-demo">
        Pay {DEMO_PRICE} DUSD
      </button>
      {result.hash && (
        <p data-testid="pay-result" style={{ overflowWrap: 'anywhere' }}>
          Paid: {result.hash}
        </p>
      )}
      {result.error && (
        <p role="alert" data-testid="pay-result-error">
          {result.error}
        </p>
      )}
    </section>
  )
}
