// Makes sure Debian's Chromium is there for the browser tests: its headless build (package chromium-headless-shell),
// which most tests drive, and the full browser (package chromium) for the few that need it. Installs what is missing
// with apt when run as root, otherwise stops with a message saying how. It never lets the browser tests be skipped
// silently. The paths and packages are tests/chromium.ts's (CHROMIUM_PATH, FULL_CHROMIUM_PATH).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = [
  { path: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: process.env.FULL_CHROMIUM_PATH || '/usr/bin/chromium', pkg: 'chromium' },
];
const missing = () => browsers.filter((b) => !existsSync(b.path));
if (missing().length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore' });
  hasApt = true;
} catch {
  hasApt = false;
}

const packages = missing()
  .map((b) => b.pkg)
  .join(' ');
if (isRoot && hasApt) {
  console.log(
    `Chromium not found (${missing()
      .map((b) => b.path)
      .join(', ')}): installing ${packages}...`,
  );
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  if (missing().length === 0) process.exit(0);
}

console.error(
  [
    `The browser tests need Chromium at ${missing()
      .map((b) => b.path)
      .join(' and ')}, and it is not installed.`,
    `Install Debian's packages as root:  apt-get update && apt-get install -y ${packages}`,
    'or point CHROMIUM_PATH / FULL_CHROMIUM_PATH at an installed Chromium, then run npm test again.',
  ].join('\n'),
);
process.exit(1);
