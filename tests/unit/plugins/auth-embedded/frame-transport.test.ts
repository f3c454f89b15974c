// SPEC §5 origin checks, the modal's side: posts name the secure origin (never '*'), and only the
// secure frame's own window at the secure origin is heard.
// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { iframeTransport } from '../../../../plugins/auth-embedded/frame-transport'

const SECURE = 'http://127.0.0.1:4400'

function setup() {
  const transport = iframeTransport(window, { secureSiteUrl: `${SECURE}/`, zIndex: 1000 })
  const iframe = document.querySelector('iframe[data-gangway-secure-frame]:last-of-type') as HTMLIFrameElement
  // happy-dom loads no iframe page: the frame's window is this stand-in (a browser gives the real one).
  const frameWindow = { postMessage: vi.fn() }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow })
  const heard: unknown[] = []
  const stop = transport.listen((data) => heard.push(data))
  const deliver = (data: unknown, origin: string, source: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
  return { transport, iframe, frameWindow, heard, deliver, stop }
}

describe('the secure frame, from the host page', () => {
  it('is a hidden, fixed-position iframe on the secure site, told which host origin embeds it', () => {
    const { iframe, transport } = setup()
    const src = new URL(iframe.src)
    expect(src.origin).toBe(SECURE)
    expect(src.pathname).toBe('/frame')
    expect(src.searchParams.get('host')).toBe(window.location.origin)
    expect(iframe.getAttribute('style')).toContain('position:fixed')
    expect(iframe.getAttribute('style')).toContain('visibility:hidden')
    transport.show({ top: 10, left: 20, width: 360, height: 440 })
    expect(iframe.getAttribute('style')).toContain('top:10px;left:20px;width:360px;height:440px')
    expect(iframe.getAttribute('style')).toContain('z-index:1000')
    transport.destroy()
  })

  it("posts to the secure origin only, never '*'", () => {
    const { frameWindow, transport } = setup()
    transport.post({ type: '@gangway-app/IS_CONNECTED', id: '1' })
    expect(frameWindow.postMessage).toHaveBeenCalledWith({ type: '@gangway-app/IS_CONNECTED', id: '1' }, SECURE)
    transport.destroy()
  })

  it('SPEC §5 a message from another origin, or from another window at the secure origin, is ignored', () => {
    const { frameWindow, heard, deliver, transport } = setup()
    deliver({ type: '@gangway-frame/READY' }, 'http://127.0.0.1:6666', frameWindow)
    deliver({ type: '@gangway-frame/READY' }, SECURE, window)
    deliver({ type: '@gangway-frame/READY' }, SECURE, null)
    expect(heard).toEqual([])
    deliver({ type: '@gangway-frame/READY' }, SECURE, frameWindow)
    expect(heard).toEqual([{ type: '@gangway-frame/READY' }])
    transport.destroy()
  })
})
