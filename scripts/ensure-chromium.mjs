// Makes sure Debian's Chromium is there for the browser tests: installs it with apt when run as root,
// otherwise stops with a message saying how. It never lets the browser tests be skipped silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(browser)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore' });
  hasApt = true;
} catch {
  hasApt = false;
}

if (isRoot && hasApt) {
  console.log(`Chromium not found at ${browser}: installing Debian's chromium package...`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  if (existsSync(browser)) process.exit(0);
}

console.error(
  [
    `The browser tests need Chromium at ${browser}, and it is not installed.`,
    "Install Debian's package as root:  apt-get update && apt-get install -y chromium",
    'or point CHROMIUM_PATH at an installed Chromium, then run npm test again.',
  ].join('\n'),
);
process.exit(1);
