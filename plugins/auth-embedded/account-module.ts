// The account half of gangway/embedded, loaded when Account first offers it (an embedded connection).
import type { FeatureModule } from 'gangway'
import AccountType from './views/account-type'
import ProfileWallets from './views/profile-wallets'
import UpdateEmailWallet from './views/update-email'

const module: FeatureModule = { views: { ProfileWallets, UpdateEmailWallet, AccountType } }

export default module
