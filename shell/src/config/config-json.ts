// config.json: settings a deployer changes without rebuilding the shell. Every field is
// optional; anything missing or malformed keeps its default.
//
// { "apiBaseUrl": "https://api.example.org",          (default: same origin)
//   "moduleDetailsUrl": "https://…/{year}/{code}",     (default: none, so no catalogue links)
//   "locale": "en-GB",                                 (how dates and numbers are written)
//   "site": { "productName", "developer", "repositoryUrl", "supervisor" } }
import { DEFAULT_RUNTIME_CONFIG, SITE_LOCALE } from '@module-feedback/shared/shell-pages';
import type { RuntimeConfig } from '@module-feedback/shared';
import { appRootUrl } from '../app/app-root';
import { fetchUnlessEmbedded } from '../app/embedded-responses';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './site-config';

export const RUNTIME_CONFIG_FILE = 'config.json';

export interface ShellConfig extends RuntimeConfig {
  apiBaseUrl: string;
  locale: string;
  site: SiteConfig;
}

export const DEFAULT_SHELL_CONFIG: ShellConfig = {
  apiBaseUrl: '',
  ...DEFAULT_RUNTIME_CONFIG,
  locale: SITE_LOCALE,
  site: DEFAULT_SITE_CONFIG,
};

type Untrusted = Record<string, unknown>;

const asObject = (value: unknown): Untrusted =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Untrusted) : {};

/** The defaults, with each field the deployer gave as a string taking its place. */
function pickStrings<T extends { [K in keyof T]: string }>(defaults: T, given: Untrusted): T {
  const result: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = given[key];
    if (typeof value === 'string') result[key] = value;
  }
  return result as T;
}

/** A page's address only when it opens over http(s): never a script in a link. */
const webAddress = (address: string) =>
  URL.canParse(address, window.location.href) &&
  /^https?:$/.test(new URL(address, window.location.href).protocol)
    ? address
    : '';

export function parseShellConfig(value: unknown): ShellConfig {
  const given = asObject(value);
  const { site, ...settings } = DEFAULT_SHELL_CONFIG;
  const picked = pickStrings(settings, given);
  const credits = pickStrings(site, asObject(given.site));
  return {
    ...picked,
    moduleDetailsUrl: webAddress(picked.moduleDetailsUrl),
    // As given: shared checks it when the first date or number is written (siteLocale), and
    // one the browser cannot write in gives way to the site's default there.
    locale: picked.locale,
    site: { ...credits, repositoryUrl: webAddress(credits.repositoryUrl) },
  };
}

/** The deployed config.json, or the defaults when there is none or it cannot be read. */
export async function fetchShellConfig(baseUrl = appRootUrl()): Promise<ShellConfig> {
  try {
    const response = await fetchUnlessEmbedded(new URL(RUNTIME_CONFIG_FILE, baseUrl), {
      cache: 'no-cache',
    });
    if (response.ok) return parseShellConfig(await response.json());
    if (response.status !== 404) console.warn(`${RUNTIME_CONFIG_FILE} answered ${response.status}`);
  } catch (error) {
    console.warn(`${RUNTIME_CONFIG_FILE} could not be read; using defaults`, error);
  }
  return DEFAULT_SHELL_CONFIG;
}
