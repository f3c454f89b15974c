// ApproveTransaction: the secure frame shows what is asked, over this view's area, and the person
// approves or rejects there (the host page cannot click inside it). This view keeps the frame over
// its area while it moves (the modal's height animates, the page scrolls).
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
      const key = rect ? `${rect.top},${rect.left},${rect.width},${rect.height}` : ''
      if (rect && key !== last) {
        last = key
        controller.placeFrame({ top: rect.top, left: rect.left, width: rect.width, height: rect.height })
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
