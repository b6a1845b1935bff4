/**
 * Debian's Chromium and the flags it needs on this closed network: no
 * sandbox as root, no GPU, and none of the background services that would
 * hang trying to reach the internet. Shared by Playwright and the scripts.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
