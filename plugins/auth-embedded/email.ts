// SPEC §5 'e-mails must be valid': one rule for the page, which checks an address before the secure
// frame sees it, and the frame, which refuses one that is not (protocol.ts). The same practical rule
// as the secure site's (an address it would refuse must not pass here). Tiny and free of zod:
// Connect's e-mail section imports it.

/** What the person is told when the address cannot be an e-mail address. */
export const INVALID_EMAIL = /* t */ 'Enter a valid email address'

/** At most 254 characters; a local part of letters, digits and _'+- in dot-separated words; a domain of labels and a TLD of 2 letters or more. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export const isEmail = (s: string): boolean => s.length <= 254 && EMAIL.test(s)
