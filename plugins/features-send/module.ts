// The heavy half of gangway/send: its views and, once per modal, its controller.
import type { PluginApi } from 'gangway'
import { sendController } from './controller'
import SendFormView from './views/send-form'
import SendPreviewView from './views/preview'
import SelectTokenView from './views/select-token'
import SendSuccessView from './views/sent'

export const views = {
  WalletSend: SendFormView,
  WalletSendSelectToken: SelectTokenView,
  WalletSendPreview: SendPreviewView,
  WalletSendSuccess: SendSuccessView,
}

export function setup(api: PluginApi): void {
  sendController(api)
}
