// The site's locale (SITE_LOCALE) is checked where it is set and again where it is read: the
// server refuses one it cannot use, the shell falls back from one the browser cannot use. Both
// ask the same question here.

/** The canonical tag of the locale `value` names ("en-gb" is "en-GB"), if dates can be written in it here. */
export function supportedLocale(value: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    if (canonical && Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0) return canonical;
  } catch {
    // Not a language tag at all: no locale.
  }
  return undefined;
}
