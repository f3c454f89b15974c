// An e-mail sign-in as a person makes it, under fake timers: the code asked for (the frame becomes
// ready meanwhile), then the code given. Resolves once the modal has connected through it.
import { vi } from 'vitest'
import type { EmbeddedController } from '../../../../plugins/auth-embedded/controller'
import { FRAME_READY_DELAY_MS } from '../../../../plugins/auth-embedded/protocol'

export async function emailSignIn(controller: EmbeddedController, email: string): Promise<void> {
  const sent = controller.sendEmailCode(email)
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  await sent
  const verified = controller.verifyEmailCode('123456')
  await vi.advanceTimersByTimeAsync(0)
  await verified
}
