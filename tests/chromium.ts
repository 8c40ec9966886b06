// Where Debian's Chromium is and how to start it headless on a machine with no outside network.
// Debian's chromium-headless-shell is Chromium's own headless build (what Playwright runs headless by default): the
// same engine without the browser's window machinery. On this 2-core machine the markets browser tests take 153 s
// with it against 200 s with the full browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
/**
 * The full browser (Debian's chromium), for what the headless build lacks: system notifications, which a service
 * worker's push shows.
 */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
