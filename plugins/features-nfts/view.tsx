// The NFTs tab: a grid of what the account holds, each with its image, name and how many.
// Loading, empty and failed each say so; the list follows the active account and network.
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { Spinner, Styles, useAccount, useNetwork, usePluginApi, useT } from 'gangway/react'
import { nftsController, type Nft } from './controller'

const css = String.raw
const nftStyles = css`
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
.nft-card { display: flex; flex-direction: column; gap: 6px; padding: 8px; border-radius: calc(var(--gw-r) * 4); background: var(--gw-surface); }
.nft-image { width: 100%; aspect-ratio: 1; border-radius: calc(var(--gw-r) * 3); object-fit: cover; background: var(--gw-bg); display: grid; place-items: center; color: var(--gw-fg-muted); font-weight: 700; }
.nft-name { font-weight: 600; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow-wrap: anywhere; }
.nft-meta { display: flex; justify-content: space-between; gap: 6px; font-size: calc(var(--gw-fs) * 1.2); color: var(--gw-fg-muted); }
.nft-failed, .nft-empty { min-height: 96px; }
`

function NftCard({ nft }: { nft: Nft }) {
  return (
    <li className="nft-card" data-testid="nft-card" data-nft={nft.id}>
      {nft.preview?.url ? (
        <img className="nft-image" src={nft.preview.url} alt={nft.name} loading="lazy" translate="no" />
      ) : (
        <span className="nft-image" role="img" aria-label={nft.name} translate="no">
          {nft.contract.symbol.slice(0, 4)}
        </span>
      )}
      <span className="nft-name" title={nft.name} data-testid="nft-name" translate="no">
        {nft.name}
      </span>
      <span className="nft-meta" translate="no">
        <span>{nft.contract.standard}</span>
        {nft.amount !== '1' && <span data-testid="nft-amount">×{nft.amount}</span>}
      </span>
    </li>
  )
}

export default function NftsView() {
  const modal = usePluginApi()
  const controller = nftsController(modal)
  const state = useStore(controller.$nfts)
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const t = useT()
  useEffect(() => {
    if (address) void controller.load()
  }, [controller, address, caipNetworkId])

  const current = state.key === `${address}@${caipNetworkId}`
  let body
  if (!address) body = <p className="empty panel-state">{t('Connect a wallet to see its NFTs.')}</p>
  else if ((state.loading || !current) && state.nfts.length === 0)
    body = (
      <div className="center panel-state">
        <Spinner label={/* t */ 'Loading NFTs'} />
      </div>
    )
  else if (state.failed && state.nfts.length === 0)
    body = (
      <div className="center panel-state nft-failed" data-testid="nfts-failed">
        <p className="muted">{t('Failed to fetch NFTs')}</p>
        <button type="button" className="secondary" onClick={() => void controller.load()}>
          {t('Try again')}
        </button>
      </div>
    )
  else if (state.nfts.length === 0)
    body = (
      <p className="empty panel-state nft-empty" data-testid="nfts-empty">
        {t('No NFTs yet.')}
      </p>
    )
  else
    body = (
      <ul className="nft-grid" aria-label={t('NFTs')} data-testid="nft-list">
        {state.nfts.map((nft) => (
          <NftCard key={nft.id} nft={nft} />
        ))}
      </ul>
    )
  return (
    <>
      <Styles rules={[nftStyles]} />
      {body}
    </>
  )
}
