// The sign-in half of gangway/embedded, loaded when Connect first shows its sections: the sections
// themselves, and the flow's views, whose code (with the controller, which loads the secure frame)
// comes on the way to the sections or when a stored session is restored (views/flow-views.tsx).
import EmbeddedEmail from './views/email-section'
import { flowView } from './views/flow-views'
import EmbeddedSocials from './views/socials-section'

// A FeatureModule: its views (the factory imports this module as it is).
export const views = {
  EmbeddedEmail,
  EmbeddedSocials,
  EmailLogin: flowView('EmailLogin'),
  ConnectingSocial: flowView('ConnectingSocial'),
  ConnectingFarcaster: flowView('ConnectingFarcaster'),
  ApproveTransaction: flowView('ApproveTransaction'),
}
