// The Chromium the browser tests drive: Debian's, never a tool's own download.
import { existsSync } from 'node:fs';

/** Debian's package `chromium-headless-shell`: Chromium's headless build, without the browser's UI layer. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's package `chromium`: the full browser, which Lighthouse drives. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROMIUM_PATH when set; otherwise Debian's headless shell when installed (the same Blink
 * and V8, about 40 % less CPU a page load than the full browser run headless), otherwise the
 * full browser.
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
