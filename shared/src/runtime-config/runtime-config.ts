// Settings a deployer changes without rebuilding: the shell reads them from config.json at
// startup and puts them here, where every remote reads them (shared is a singleton).

export interface RuntimeConfig {
  /**
   * Where the module catalogue shows a module in a year; {year} and {code} are filled in.
   * Empty when the site has no catalogue: then no page links to one.
   */
  moduleDetailsUrl: string;
  /** The locale dates and numbers are written in (BCP 47, e.g. "en-GB"); en-GB when absent. */
  locale?: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  moduleDetailsUrl: '',
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/**
 * The module-details link for a module code and academic year, from the configured template;
 * empty when no catalogue is configured.
 */
export function moduleDetailsUrl(code: string, year: number): string {
  return current.moduleDetailsUrl
    .replaceAll('{year}', encodeURIComponent(String(year)))
    .replaceAll('{code}', encodeURIComponent(code));
}
