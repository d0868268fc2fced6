// How a client turns a route of a feature's `<FEATURE>_ROUTES` table (the pattern the server
// registers, `/api/moderation/hide/:id/`) into the path it requests.

/**
 * Fills a route's `:name` placeholders, URL-encoding each value, so a module code with a
 * space or a slash stays one path segment. Every path with parameters is made here.
 */
export function fillRoute(route: string, params: Record<string, string | number> = {}): string {
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route}`);
    return encodeURIComponent(String(value));
  });
}
