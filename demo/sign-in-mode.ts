// Which sign-in the demo runs with: off, optional or required. `?signin=required` in the address
// picks it (and is remembered); the page's selector reloads with the new choice, since a modal's
// options are fixed when it is made.
export type SignInMode = 'off' | 'optional' | 'required'

const KEY = 'demo-signin'
const isMode = (value: unknown): value is SignInMode => value === 'off' || value === 'optional' || value === 'required'

export function signInMode(): SignInMode {
  const asked = new URLSearchParams(location.search).get('signin')
  if (isMode(asked)) {
    localStorage.setItem(KEY, asked)
    return asked
  }
  const kept = localStorage.getItem(KEY)
  return isMode(kept) ? kept : 'off'
}

export function chooseSignInMode(mode: SignInMode): void {
  localStorage.setItem(KEY, mode)
  const url = new URL(location.href)
  url.searchParams.set('signin', mode)
  location.assign(url)
}
