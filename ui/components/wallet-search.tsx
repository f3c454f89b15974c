// The wallet search field of All Wallets. Focused on open, except on a phone, where focusing
// would throw the keyboard over the list.
import { useGangway } from '../context'
import { useT } from '../i18n'

export function WalletSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const modal = useGangway()
  const t = useT()
  return (
    <input
      className="search"
      type="search"
      placeholder={t('Search wallet')}
      aria-label={t('Search wallet')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={!modal.context.env.isMobile()}
    />
  )
}
