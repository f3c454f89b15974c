// A wallet panel's balance, polled: a transaction sent by the modal changes it without any wallet event.
import { useEffect, useState } from 'react'

/** `read` resolves with the balance as shown; it is read again every 2 s and whenever `key` changes. */
export function usePolledBalance(read: () => Promise<string>, key: string): string | undefined {
  const [balance, setBalance] = useState<string>()
  useEffect(() => {
    let live = true
    const poll = () =>
      read().then(
        (value) => live && setBalance(value),
        () => live && setBalance('unavailable'),
      )
    setBalance(undefined)
    void poll()
    const timer = setInterval(poll, 2000)
    return () => {
      live = false
      clearInterval(timer)
    }
    // `read` is rebuilt on every render; `key` says when what it reads has changed.
  }, [key])
  return balance
}
