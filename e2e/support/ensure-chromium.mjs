// The journeys drive Debian's chromium package through playwright-core (no browser
// download). Installs it with apt when it is missing.
import { ensureDebianPackage } from '../../scripts/ensure-debian-package.mjs';

ensureDebianPackage('/usr/bin/chromium', 'chromium');
