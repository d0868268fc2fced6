// Where one instance's time went during a run, by route: read from its own metrics (request
// durations per route pattern, and the summarizer's runs) before and after, and compared.
// Server-side time only: what a request waited for before the server read it is not in it.

const PREFIX = 'module_feedback_';

interface Totals {
  count: number;
  seconds: number;
}

/** Totals per route ("GET /api/modules/") and for "summarizer runs", as the instance tells them. */
export async function readRouteTimes(url: string): Promise<Map<string, Totals>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const totals = new Map<string, Totals>();
  const add = (key: string, field: keyof Totals, value: number) => {
    const entry = totals.get(key) ?? { count: 0, seconds: 0 };
    entry[field] += value;
    totals.set(key, entry);
  };
  for (const line of text.split('\n')) {
    const match = /^(\w+?)_(sum|count)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const [, name, kind, labels, value] = match;
    const field = kind === 'sum' ? 'seconds' : 'count';
    const label = (key: string) => new RegExp(`${key}="([^"]*)"`).exec(labels!)?.[1];
    if (name === `${PREFIX}http_request_duration_seconds`) {
      add(`${label('method')} ${label('route')}`, field, Number(value));
    } else if (name === `${PREFIX}summary_duration_seconds`) {
      add('summarizer runs (worker thread)', field, Number(value));
    }
  }
  return totals;
}

/** One row per route that was asked for in between, the most time first. */
export function routeBreakdown(before: Map<string, Totals>, after: Map<string, Totals>) {
  const rows = [...after].map(([route, totals]) => {
    const earlier = before.get(route) ?? { count: 0, seconds: 0 };
    return {
      route,
      count: totals.count - earlier.count,
      seconds: totals.seconds - earlier.seconds,
    };
  });
  const requestSeconds = rows
    .filter((row) => !row.route.startsWith('summarizer'))
    .reduce((sum, row) => sum + row.seconds, 0);
  return rows
    .filter((row) => row.count > 0)
    .sort((a, b) => b.seconds - a.seconds)
    .map((row) => ({
      route: row.route,
      count: row.count,
      'mean ms': Number(((row.seconds / row.count) * 1000).toFixed(1)),
      'share of request time %': row.route.startsWith('summarizer')
        ? '–'
        : Math.round((row.seconds / requestSeconds) * 100),
    }));
}
