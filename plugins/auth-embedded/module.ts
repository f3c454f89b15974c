// The sign-in half of gangway/embedded, loaded when Connect first shows its sections: the views and
// the controller (which loads the secure frame).
import type { FeatureModule } from 'gangway'
import { embeddedController } from './controller'
import ApproveTransaction from './views/approve-transaction'
import ConnectingFarcaster from './views/connecting-farcaster'
import ConnectingSocial from './views/connecting-social'
import EmailLogin from './views/email-login'
import EmbeddedEmail from './views/email-section'
import EmbeddedSocials from './views/socials-section'

const module: FeatureModule = {
  views: { EmbeddedEmail, EmbeddedSocials, EmailLogin, ConnectingSocial, ConnectingFarcaster, ApproveTransaction },
  setup: (api) => void embeddedController(api),
}

export default module
