// Where a page load's bytes and round trips go: each request attributed to the deployable
// that served it (the shell or a remote's artefact) and to the package or federation share
// its file holds, and the longest chain of requests each of which waited for the previous.
import { REMOTES } from '@module-feedback/federation/contract';

export interface RecordedRequest {
  url: string;
  /** 'script' as executed; a prefetch (Sec-Purpose: prefetch) is counted apart. */
  kind: 'document' | 'script' | 'stylesheet' | 'font' | 'data' | 'prefetch' | 'other';
  /** Bytes as they crossed the wire (compressed, headers included). */
  bytes: number;
  /** Milliseconds since navigation start. */
  startMs: number;
  endMs: number;
}

/** The deployable a URL belongs to: 'shell', a remote's folder, 'api' or 'other'. */
export function deployableOf(url: string): string {
  const { pathname } = new URL(url);
  const remote = REMOTES.find(({ folder }) => pathname.startsWith(`/remotes/${folder}/`));
  if (remote) return remote.folder;
  if (pathname.startsWith('/api/')) return 'api';
  return 'shell';
}

/** Chunk names (before the content hash) of the module-federation runtime and its glue. */
const FEDERATION_RUNTIME = new Set([
  'remoteEntry',
  'hostInit',
  'mf-entry-bootstrap-0',
  'pendingShares',
  'helpers',
  'utils',
  'dist',
  'rolldown-runtime',
  'vite-preload-helper',
]);

/** A share's name as the federation plugin encodes it in file names. */
const decodeShare = (encoded: string) =>
  encoded
    .replaceAll('_mf_1_', '/')
    .replaceAll('_mf_2_', '-')
    .replace(/^shared$/, '@module-feedback/shared');

/**
 * What a JavaScript file holds, from its name: a federation share (the plugin names those
 * files after the share), the federation runtime, PrimeReact internals, or the app's own
 * code. Names are what the build gives them, so this is a best reading, good for a table.
 */
export function packageOf(url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  const share = /__(?:loadShare|prebuild)__(.+?)(?:__(?:loadShare|prebuild)__|-[\w-]{8}\.js$)/.exec(
    file,
  );
  if (share) return `share ${decodeShare(share[1]!)}`;
  if (file.includes('localSharedImportMap')) return 'federation runtime';
  const chunk = file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
  if (FEDERATION_RUNTIME.has(chunk) || chunk.startsWith('mf-entry-bootstrap'))
    return 'federation runtime';
  if (chunk.endsWith('.esm') || chunk === 'index.esm') return 'primereact (internals)';
  if (chunk === 'src' || chunk === 'schemas') return '@module-feedback/shared';
  return 'app code';
}

/** What a page waits for before it can go on: documents, scripts, styles and data. */
const GATING: RecordedRequest['kind'][] = ['document', 'script', 'stylesheet', 'data'];

/**
 * Round trips after the HTML: the document is 0; any other request is one more than the
 * deepest script, stylesheet or data request that had finished before it started. So the
 * result is the longest chain of requests each of which began only after the one before it
 * had arrived: what the visitor waited for one after another, whatever the code's reason
 * (an import, or an await before a fetch, which the browser's initiator would not show).
 */
export function waterfallDepths(requests: RecordedRequest[]): Map<RecordedRequest, number> {
  const ordered = [...requests].sort((a, b) => a.startMs - b.startMs);
  const depths = new Map<RecordedRequest, number>();
  for (const request of ordered) {
    if (request.kind === 'document') {
      depths.set(request, 0);
      continue;
    }
    const before = [...depths].filter(
      ([other]) => GATING.includes(other.kind) && other.endMs <= request.startMs,
    );
    depths.set(request, 1 + Math.max(-1, ...before.map(([, depth]) => depth)));
  }
  return depths;
}

export interface Breakdown {
  key: string;
  requests: number;
  bytes: number;
}

/** Script bytes and requests grouped by `keyOf`, largest first. */
export function breakdown(
  requests: RecordedRequest[],
  keyOf: (request: RecordedRequest) => string,
): Breakdown[] {
  const groups = new Map<string, Breakdown>();
  for (const request of requests) {
    const key = keyOf(request);
    const group = groups.get(key) ?? { key, requests: 0, bytes: 0 };
    group.requests += 1;
    group.bytes += request.bytes;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes);
}
