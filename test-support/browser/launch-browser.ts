// Debian's chromium through playwright-core, launched the same way for the journeys and the
// benchmark, so what the benchmark measures is what the journeys test.
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 15x draws its address bar's suggestion popup as a web page of its own, in a
  // renderer per browser context, even headless where nothing shows it: on two cores that
  // renderer took the CPU the page under test needed (a cold `/results` load went from about
  // 650 to 1,200 ms with it).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export interface LaunchBrowserOptions {
  /**
   * The base64 sha256 of the key of a self-signed certificate to trust (the run's, over
   * HTTPS): chromium then trusts that one and no other.
   */
  trustedSpki?: string | null;
}

/** A new chromium; playwright gives every launch a fresh temporary user-data-dir. */
export function launchBrowser({ trustedSpki }: LaunchBrowserOptions = {}): Promise<Browser> {
  const trust = trustedSpki ? [`--ignore-certificate-errors-spki-list=${trustedSpki}`] : [];
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...trust],
  });
}
