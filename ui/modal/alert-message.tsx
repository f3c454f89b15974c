// One SPEC §8 alert (or its one notice, in the text colour): title, meaning, and a button to dismiss it.
import { alertCatalogue, isNotice, type AlertCode } from '../../kernel/alerts'
import { Icon } from '../components/icons'
import { useGangway } from '../context'
import { useT } from '../i18n'

const css = String.raw
const alertStyles = css`
.alert { display: flex; align-items: flex-start; gap: 8px; margin: 4px 16px 0; padding: 8px 8px 8px 12px; border-radius: calc(var(--gw-r) * 3); background: color-mix(in srgb, var(--gw-error) 12%, transparent); color: var(--gw-error); font-size: calc(var(--gw-fs) * 1.3); }
.alert.notice { background: var(--gw-surface); color: var(--gw-fg); }
.alert div { flex: 1; display: flex; flex-direction: column; gap: 2px; }
.alert .icon-button { width: 28px; height: 28px; color: inherit; }
`

export default function AlertMessage({ code }: { code: AlertCode }) {
  const modal = useGangway()
  const t = useT()
  const { title, description } = alertCatalogue[code]
  return (
    <div className={isNotice(code) ? 'alert notice' : 'alert'} role="alert" data-alert={code}>
      <style>{alertStyles}</style>
      <div>
        <strong>{t(title)}</strong>
        <span>{t(description)}</span>
      </div>
      <button type="button" className="icon-button" onClick={modal.alerts.dismiss} aria-label={t('Dismiss')}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
