// The embedded wallet's sign-in flow, one lazy chunk: the controller (and with it the secure frame's
// protocol and zod) and the views that use it. Connect's e-mail and social sections draw without it;
// it loads on the way to them (pointer or focus), or when a stored session is restored.
export { embeddedController } from './controller'
export { default as ApproveTransaction } from './views/approve-transaction'
export { default as ConnectingFarcaster } from './views/connecting-farcaster'
export { default as ConnectingSocial } from './views/connecting-social'
export { default as EmailLogin } from './views/email-login'
