// The heavy half of gangway/send: its views and, once per modal, its controller.
import type { Modal } from '../../kernel/modal'
import { sendController } from './controller'
import SendFormView from './views/send-form'
import SendPreviewView from './views/preview'
import SelectTokenView from './views/select-token'

export const views = {
  WalletSend: SendFormView,
  WalletSendSelectToken: SelectTokenView,
  WalletSendPreview: SendPreviewView,
}

export function setup(modal: Modal): void {
  sendController(modal)
}
