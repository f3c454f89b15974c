// SPEC §4 'E-mail update' for hosts: open UpdateEmailWallet and resolve with the new address once the
// secure frame holds it (polled every 1 s), closing the modal; 'Modal closed' if the person closes it first.
import { gangwayError, view, type PluginApi } from 'gangway'

export const EMAIL_POLL_MS = 1_000

export async function updateEmail(modal: PluginApi): Promise<string> {
  const { embeddedController } = await import('./controller')
  const controller = embeddedController(modal)
  const before = controller.$user.get()?.email
  modal.open({ view: view('UpdateEmailWallet') })
  return new Promise((resolve, reject) => {
    let checking = false
    const timer = setInterval(() => {
      if (checking) return
      checking = true
      controller
        .currentEmail()
        .then((email) => {
          if (email && email !== before) finish(() => (modal.close(), resolve(email)))
        })
        .catch(() => undefined)
        .finally(() => (checking = false))
    }, EMAIL_POLL_MS)
    const stop = modal.stores.$open.listen((open) => !open && finish(() => reject(gangwayError('MODAL_CLOSED'))))
    function finish(settle: () => void) {
      clearInterval(timer)
      stop()
      settle()
    }
  })
}
