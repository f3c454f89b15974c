// The Chromium every benchmark drives: Debian's, headless, with nothing reaching off this machine.
import { chromium, type Browser } from 'playwright-core'

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** `jsFlags` are passed to V8 (e.g. '--no-sparkplug' to tell compiled code apart from data). */
export const launchChromium = (o: { jsFlags?: string } = {}): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: o.jsFlags ? [...CHROMIUM_ARGS, `--js-flags=${o.jsFlags}`] : CHROMIUM_ARGS })
