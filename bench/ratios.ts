// The first-load goals, as ratios to the plain single-page app (plain-spa/) measured side by
// side in the same run: absolute times say more about the machine than about the app, and a
// ratio taken in one run cancels most of that out. Figures are medians of the loads.
import { cpus, loadavg } from 'node:os';

export const RATIO_GOALS = {
  /** `/`: the JavaScript transferred, at most this many times the plain SPA's. */
  homeJs: 1.15,
  /** `/`: at most this many JavaScript requests (the plain SPA makes one). */
  homeJsRequests: 8,
  /** `/`: content visible, cold, at most this many times the plain SPA's. */
  homeVisible: 1.2,
  /** `/results`: usable (the module picker shown), cold, at most this many times the plain SPA's. */
  resultsUsable: 1.5,
} as const;

/** One figure of the app beside the same figure of the plain SPA. */
export interface SideBySide {
  app: number;
  reference: number;
}

export interface RatioFigures {
  homeJsKiB: SideBySide;
  homeJsRequests: SideBySide;
  homeVisibleMs: SideBySide;
  resultsUsableMs: SideBySide;
}

/**
 * A run counts as quiet when the machine's one-minute load average stayed at most this many
 * per core: the benchmark's own server and browser alone keep a 2-core machine at about 4.
 */
export const QUIET_LOAD_PER_CORE = 2.5;

const ratio = ({ app, reference }: SideBySide) =>
  reference > 0 ? Number((app / reference).toFixed(2)) : Number.POSITIVE_INFINITY;

interface Goal {
  what: string;
  figures: SideBySide;
  unit: string;
  /** A ratio goal, or (for a count) a most the app may reach. */
  limit: { ratio: number } | { most: number };
}

function goals(figures: RatioFigures): Goal[] {
  return [
    {
      what: '/ JavaScript',
      figures: figures.homeJsKiB,
      unit: 'KiB',
      limit: { ratio: RATIO_GOALS.homeJs },
    },
    {
      what: '/ JavaScript requests',
      figures: figures.homeJsRequests,
      unit: '',
      limit: { most: RATIO_GOALS.homeJsRequests },
    },
    {
      what: '/ visible, cold',
      figures: figures.homeVisibleMs,
      unit: 'ms',
      limit: { ratio: RATIO_GOALS.homeVisible },
    },
    {
      what: '/results usable (module picker shown), cold',
      figures: figures.resultsUsableMs,
      unit: 'ms',
      limit: { ratio: RATIO_GOALS.resultsUsable },
    },
  ];
}

const met = (goal: Goal) =>
  'ratio' in goal.limit
    ? ratio(goal.figures) <= goal.limit.ratio
    : goal.figures.app <= goal.limit.most;

const withUnit = (value: number, unit: string) => (unit ? `${value} ${unit}` : String(value));

/** The ratio table's rows: each figure of the app, of the plain SPA, their ratio and the goal. */
export function ratioRows(figures: RatioFigures) {
  return goals(figures).map((goal) => ({
    'cold load, medians': goal.what,
    app: withUnit(goal.figures.app, goal.unit),
    'plain SPA': withUnit(goal.figures.reference, goal.unit),
    // A count's goal is a most, not a ratio.
    ratio: 'ratio' in goal.limit ? `${ratio(goal.figures)}×` : '–',
    goal: 'ratio' in goal.limit ? `≤ ${goal.limit.ratio}×` : `≤ ${goal.limit.most}`,
    met: met(goal) ? 'yes' : 'NO',
  }));
}

/** One line per ratio goal the app misses, with both figures. */
export function ratioFailures(figures: RatioFigures): string[] {
  return goals(figures)
    .filter((goal) => !met(goal))
    .map((goal) =>
      'ratio' in goal.limit
        ? `${goal.what}: ${withUnit(goal.figures.app, goal.unit)} vs ${withUnit(goal.figures.reference, goal.unit)} ` +
          `for the plain SPA, ${ratio(goal.figures)}× > goal ${goal.limit.ratio}×`
        : `${goal.what}: ${goal.figures.app} > goal ${goal.limit.most}`,
    );
}

/** The machine's one-minute load average now, and its number of cores. */
export const machineLoad = () => ({ loadAverage: loadavg()[0]!, cores: cpus().length });

/** Whether every load average sampled during the run stayed within the quiet limit. */
export function isQuietRun(loadAverages: number[], cores: number): boolean {
  return loadAverages.every((load) => load <= QUIET_LOAD_PER_CORE * cores);
}
