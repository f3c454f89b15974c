// The account half of gangway/embedded, loaded when Account first offers it (an embedded connection).
import AccountType from './views/account-type'
import ProfileWallets from './views/profile-wallets'
import UpdateEmailWallet from './views/update-email'

// A FeatureModule: its views (the factory imports this module as it is).
export const views = { ProfileWallets, UpdateEmailWallet, AccountType }
