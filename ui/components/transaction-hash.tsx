// A transaction's hash, shortened, linked to the network's block explorer when it has one.
import { truncateAddress } from '../../kernel/format'

export function TransactionHash({ hash, explorerUrl }: { hash: string; explorerUrl: string | undefined }) {
  if (!explorerUrl) return <>{truncateAddress(hash, 6, 6)}</>
  return (
    <a href={`${explorerUrl.replace(/\/$/, '')}/tx/${hash}`} target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
      {truncateAddress(hash, 6, 6)}
    </a>
  )
}
