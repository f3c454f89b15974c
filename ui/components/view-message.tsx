// The centred state most views show at some point: waiting for a wallet, done, failed. One shape,
// so every plugin's states look like the core's.
import type { ReactNode } from 'react'

export function ViewMessage({
  visual,
  title,
  children,
  tone,
  actions,
  testId,
}: {
  /** An icon, a wallet icon or a spinner above the title. */
  visual?: ReactNode
  title: ReactNode
  /** The explanation under the title. */
  children?: ReactNode
  /** 'error' colours the title and announces it. */
  tone?: 'error'
  /** Buttons under the text. */
  actions?: ReactNode
  testId?: string
}) {
  return (
    <div className="center" data-testid={testId}>
      {visual}
      <p className={tone === 'error' ? 'title error' : 'title'} role={tone === 'error' ? 'alert' : undefined}>
        {title}
      </p>
      {children && <p className="muted">{children}</p>}
      {actions}
    </div>
  )
}
