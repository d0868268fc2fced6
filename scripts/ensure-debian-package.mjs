// Installs a Debian package with apt-get when the program it provides is missing (the
// e2e journeys need chromium, the production setup nginx).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDebianPackage(program, packageName) {
  if (existsSync(program)) return;
  console.log(`${program} is missing: installing Debian's ${packageName} package…`);
  const apt = (...args) =>
    process.getuid?.() === 0
      ? execFileSync('apt-get', args, { stdio: 'inherit' })
      : execFileSync('sudo', ['apt-get', ...args], { stdio: 'inherit' });
  apt('update');
  apt('install', '-y', '--no-install-recommends', packageName);
  if (!existsSync(program)) {
    console.error(`apt-get finished but ${program} is still missing.`);
    process.exit(1);
  }
}
