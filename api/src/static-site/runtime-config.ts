// What /config.json tells the shell: the RUNTIME_CONFIG file's settings, with the site's own
// variables over them (SITE_DEVELOPER, SITE_REPOSITORY_URL, SITE_SUPERVISOR, SITE_LOCALE,
// MODULE_DETAILS_URL), and under both the credits of this product: its team, and the
// repository root package.json names. A value set to "" in the file leaves that part out.

import { supportedLocale } from '@module-feedback/shared/contracts';

type Env = Record<string, string | undefined>;
type Settings = Record<string, unknown>;

export class RuntimeConfigError extends Error {}

/** The footer's credits when the deployer names no others. */
export const PRODUCT_CREDITS = {
  developer: 'the Module Feedback team',
  supervisor: 'the Module Feedback maintainers',
} as const;

const SITE_VARIABLES = {
  developer: 'SITE_DEVELOPER',
  repositoryUrl: 'SITE_REPOSITORY_URL',
  supervisor: 'SITE_SUPERVISOR',
} as const;

const asObject = (value: unknown): Settings =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Settings) : {};

const given = (env: Env, name: string) => env[name]?.trim() || undefined;

function webAddress(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new RuntimeConfigError(`${name}: "${value}" is not an http or https address.`);
  }
  return value;
}

function catalogueTemplate(name: string, value: string): string {
  if (!value.includes('{code}')) {
    throw new RuntimeConfigError(
      `${name}: "${value}" has no {code} for the module's code (and may have {year}).`,
    );
  }
  webAddress(name, value.replaceAll('{code}', 'CODE').replaceAll('{year}', '2026'));
  return value;
}

function locale(name: string, value: string): string {
  const supported = supportedLocale(value);
  if (supported) return supported;
  throw new RuntimeConfigError(`${name}: "${value}" is not a locale such as en-GB.`);
}

/**
 * The address of the repository in a package.json's "repository" (a URL, or an object with
 * one), as a page a browser opens; undefined when it names none.
 */
export function repositoryPage(manifest: unknown): string | undefined {
  const field = asObject(manifest).repository;
  const url = typeof field === 'string' ? field : asObject(field).url;
  if (typeof url !== 'string') return undefined;
  const page = url.replace(/^git\+/, '').replace(/\.git$/, '');
  return URL.canParse(page) && /^https?:$/.test(new URL(page).protocol) ? page : undefined;
}

/**
 * The served runtime config. `file` is the RUNTIME_CONFIG file's object, `repositoryUrl` the
 * product's own repository (from package.json). Malformed variables are refused.
 */
export function runtimeConfig(env: Env, file: Settings, repositoryUrl?: string): Settings {
  const site: Settings = {
    ...PRODUCT_CREDITS,
    ...(repositoryUrl && { repositoryUrl }),
    ...asObject(file.site),
  };
  for (const [field, name] of Object.entries(SITE_VARIABLES)) {
    const value = given(env, name);
    if (value !== undefined) site[field] = value;
  }
  const repository = given(env, SITE_VARIABLES.repositoryUrl);
  if (repository) webAddress(SITE_VARIABLES.repositoryUrl, repository);

  const settings: Settings = { ...file, site };
  const catalogue = given(env, 'MODULE_DETAILS_URL');
  if (catalogue) settings.moduleDetailsUrl = catalogueTemplate('MODULE_DETAILS_URL', catalogue);
  const siteLocale = given(env, 'SITE_LOCALE');
  if (siteLocale) settings.locale = locale('SITE_LOCALE', siteLocale);
  return settings;
}
