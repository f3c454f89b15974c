// ApproveTransaction: the secure frame shows what is asked, over this view's area, and the person
// approves or rejects there (the host page cannot click inside it). This view keeps the frame over
// its area while it moves (the modal's height animates, the page or the dialog scrolls).
import { useEffect, useRef } from 'react'
import { Spinner, Styles, useStore, useT, ViewMessage } from 'gangway/react'
import { embeddedStyles } from './styles'
import { useEmbedded } from './use-controller'

export default function ApproveTransactionView() {
  const controller = useEmbedded()
  const approval = useStore(controller.$approval)
  const area = useRef<HTMLDivElement>(null)
  const t = useT()
  useEffect(() => {
    if (!approval) return
    let frame = 0
    let last = ''
    const follow = () => {
      const rect = area.current?.getBoundingClientRect()
      // Only the part the dialog's scrolling box shows (a short window): the frame covers neither the
      // title bar nor the page past the dialog's foot, and its card keeps Approve whole in what is left.
      const box = area.current?.closest('.scroll')?.getBoundingClientRect()
      const top = Math.max(rect?.top ?? 0, box?.top ?? -Infinity)
      const height = Math.max(0, Math.min(rect?.bottom ?? 0, box?.bottom ?? Infinity) - top)
      const key = rect ? `${top},${rect.left},${rect.width},${height}` : ''
      if (rect && key !== last) {
        last = key
        controller.placeFrame({ top, left: rect.left, width: rect.width, height })
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(frame)
      controller.placeFrame(undefined)
    }
  }, [approval, controller])
  return (
    <div className="approve-area" ref={area} data-testid="approve-transaction" data-method={approval?.method}>
      <Styles rules={[embeddedStyles]} />
      <ViewMessage visual={<Spinner label={/* t */ 'Opening the secure wallet'} />} title={approval ? t('Opening the secure wallet…') : t('Nothing to approve')} />
    </div>
  )
}
