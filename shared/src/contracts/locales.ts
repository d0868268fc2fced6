// The site's locale (SITE_LOCALE) is checked where it is set and again where it is read: the
// server refuses one it cannot use, the shell falls back from one the browser cannot use. Both
// ask the same question here.

/** The canonical tag of the locale `value` names ("en-gb" is "en-GB"), if dates can be written in it here. */
export function supportedLocale(value: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    if (!canonical) return undefined;
    // The locale a date format settles on is the tag itself or a more general one ("en" for
    // "en-ZZ"), or the default for a language it does not know at all. In a browser, the
    // page's first Intl object costs about 13 ms (its locale data loads), asked this way or
    // through supportedLocalesOf: pages ask only once they write something (siteLocale).
    const settled = new Intl.DateTimeFormat(canonical).resolvedOptions().locale;
    if (canonical === settled || canonical.startsWith(`${settled}-`)) return canonical;
  } catch {
    // Not a language tag at all: no locale.
  }
  return undefined;
}
