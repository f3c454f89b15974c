// The params of the view on top of the stack, typed by its name.
import { useStore } from '@nanostores/react'
import type { ViewName, ViewParams } from '../../kernel/router'
import { useGangway } from '../context'

export function useViewParams<N extends ViewName>(name: N): ViewParams[N] {
  const stack = useStore(useGangway().stores.$stack)
  const entry = [...stack].reverse().find((e) => e.name === name)
  return entry?.params as ViewParams[N]
}
