// The marks of bench/open/fcp-phases' pages: each marked host calls evaluated() once its imports ran,
// created() after createModal (the control right after evaluated()), and renders <Committed />.
import { useLayoutEffect } from 'react'

export const evaluated = () => void performance.mark('phase:evaluated')
export const created = () => void performance.mark('phase:created')

/** Marks the end of React's first render: its layout effects run as the first commit ends. */
export function Committed() {
  useLayoutEffect(() => void performance.mark('phase:committed'), [])
  return null
}
