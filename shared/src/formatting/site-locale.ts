// The locale the app writes dates and numbers in: the runtime config's, or British English.
// The configured one is checked here, when something is first written, not when the config
// is read: the check builds the page's first Intl object, which loads the browser's locale
// data (about 13 ms), and a page's first load writes no date or number before it is shown.
import { supportedLocale } from '../contracts/locales';
import { getRuntimeConfig } from '../runtime-config/runtime-config';

export const SITE_LOCALE = 'en-GB';

/** The last configured value checked, and what it gave: the config rarely changes. */
let checked: { configured: string | undefined; locale: string } | undefined;

/**
 * The configured locale in its canonical spelling, or SITE_LOCALE when the browser cannot
 * write in it.
 */
export function siteLocale(): string {
  const { locale: configured } = getRuntimeConfig();
  if (!checked || checked.configured !== configured) {
    const locale = configured === undefined ? undefined : supportedLocale(configured);
    checked = { configured, locale: locale ?? SITE_LOCALE };
  }
  return checked.locale;
}
