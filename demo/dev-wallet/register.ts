// Wallet Standard, wallet side: register with every app on the page, now and when one gets ready.
import type { Wallet, WindowAppReadyEvent, WindowRegisterWalletEventCallback } from '@wallet-standard/base'

/** Registers `wallet` with the apps of `target`; returns a function that stops answering new ones. */
export function registerStandardWallet(wallet: Wallet, target: Window): () => void {
  const callback: WindowRegisterWalletEventCallback = ({ register }) => register(wallet)
  const onAppReady = (event: Event) => callback((event as WindowAppReadyEvent).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => target.removeEventListener('wallet-standard:app-ready', onAppReady)
}
