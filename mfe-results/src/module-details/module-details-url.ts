// Where a module's catalogue page lives. One place to change: when the shell's runtime
// site config offers a template, read it here instead of the default.

/** `{year}` is the academic year's first calendar year (2025 for 2025/26); `{code}` the module code. */
export const DEFAULT_MODULE_DETAILS_URL_TEMPLATE =
  'https://catalogue.example.ac.uk/modules/{code}?year={year}';

export function moduleDetailsUrlTemplate(): string {
  return DEFAULT_MODULE_DETAILS_URL_TEMPLATE;
}

/** Fills the template; values are URL-encoded so any module code makes a working link. */
export function moduleDetailsUrl(template: string, code: string, year: number): string {
  return template
    .replaceAll('{code}', encodeURIComponent(code))
    .replaceAll('{year}', encodeURIComponent(String(year)));
}
