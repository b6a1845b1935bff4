/**
 * The browser every test and tool drives, and the flags it needs on this
 * closed network: no sandbox as root, no GPU, and none of the background
 * services that would hang trying to reach the internet. Shared by
 * Playwright, the benchmark and the scripts.
 *
 * `CHROME_PATH` (the variable chrome-launcher and Lighthouse read too)
 * chooses another Chrome or Chromium binary; Debian's Chromium otherwise.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_PATH = process.env.CHROME_PATH || DEFAULT_CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
