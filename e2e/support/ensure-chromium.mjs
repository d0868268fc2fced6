// The journeys drive Debian's chromium package through playwright-core (no browser
// download). Installs it with apt when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    asRoot.length > 0
      ? execFileSync('sudo', ['apt-get', ...args], { stdio: 'inherit' })
      : execFileSync('apt-get', args, { stdio: 'inherit' });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium');
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
