import type { Messages } from '../../kernel/i18n'

export default {} satisfies Messages
