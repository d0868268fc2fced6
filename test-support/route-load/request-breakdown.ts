// Where a page load's bytes and round trips go: each request attributed to the deployable
// that served it (the shell or a remote's artefact) and to the package or federation share
// its file holds, and the longest chain of requests each of which waited for the previous.
import { REMOTES, shareNameFromFiles } from '@module-feedback/federation/contract';

export interface RecordedRequest {
  url: string;
  /** 'script' as executed; a prefetch (Sec-Purpose: prefetch) is counted apart. */
  kind: 'document' | 'script' | 'stylesheet' | 'font' | 'data' | 'prefetch' | 'other';
  /** Bytes as they crossed the wire (compressed, headers included). */
  bytes: number;
  /** Milliseconds since navigation start. */
  startMs: number;
  endMs: number;
  /** What made the request, as the DevTools protocol tells; undefined when it does not. */
  cause?: RequestCause;
}

/**
 * The initiator of a request: the files whose markup or code made it, and which run of code
 * made it. Undefined for a request nothing names a maker for (a module preload link a script
 * inserted, unless the page reported its insertion: route-load.ts).
 */
export interface RequestCause {
  /**
   * The document or stylesheet that named it, the module that imports it, or every script
   * on the call stack that made it, asynchronous parents included.
   */
  files: string[];
  /**
   * Set when the code ran as a continuation (after an await, a promise or a timer): the
   * asynchronous stack it resumed from. Requests with the same value were made by one run
   * of code, so none of them can have waited for another's response.
   */
  continuation?: string;
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
  'federation-runtime',
  'vite-preload-helper',
]);

/** A share's name from a file name; `shared`'s files carry only its last word. */
const decodeShare = (encoded: string) =>
  shareNameFromFiles(encoded).replace(/^shared$/, '@module-feedback/shared');

/** A built JavaScript file's chunk name: the file's name without its content hash. */
export const chunkOf = (url: string) =>
  (new URL(url).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

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
  const chunk = chunkOf(url);
  if (FEDERATION_RUNTIME.has(chunk) || chunk.startsWith('mf-entry-bootstrap'))
    return 'federation runtime';
  if (chunk.endsWith('.esm') || chunk === 'index.esm') return 'primereact (internals)';
  if (chunk === 'src' || chunk === 'schemas') return '@module-feedback/shared';
  // The shell's build puts what it provides remotes beyond its own pages in one chunk, and
  // what only one remote uses in one of that remote's.
  if (chunk === 'remote-shares' || chunk.startsWith('remote-shares-'))
    return 'primereact and shared (remote shares)';
  return 'app code';
}

/** What a page waits for before it can go on: documents, scripts, styles and data. */
const GATING: RecordedRequest['kind'][] = ['document', 'script', 'stylesheet', 'data'];

/**
 * Whether `request` could only begin once `earlier` had come in: its markup or code came
 * from that file, or its code went on after an await and `earlier` is data (a manifest, a
 * configuration) that had arrived by then, made by another run of code, so the wait may
 * have been for it. Without an initiator to go by, anything that had arrived may have been
 * awaited.
 */
function waitedFor(request: RecordedRequest, earlier: RecordedRequest): boolean {
  if (!GATING.includes(earlier.kind)) return false;
  const cause = request.cause;
  if (cause?.files.includes(earlier.url)) return true;
  if (earlier.endMs > request.startMs) return false;
  if (!cause) return true;
  return (
    earlier.kind === 'data' &&
    cause.continuation !== undefined &&
    earlier.cause?.continuation !== cause.continuation
  );
}

/**
 * Round trips after the HTML: the document is 0; any other request is one more than the
 * deepest request it waited for (waitedFor). So the result is the longest chain of
 * requests each of which could only begin once the one before it had arrived: what the
 * visitor waited for one after another. Two requests made side by side count as one
 * round, even when one of them happens to arrive before the other is sent.
 */
export function waterfallDepths(requests: RecordedRequest[]): Map<RecordedRequest, number> {
  const ordered = [...requests].sort((a, b) => a.startMs - b.startMs);
  const depths = new Map<RecordedRequest, number>();
  for (const request of ordered) {
    if (request.kind === 'document') {
      depths.set(request, 0);
      continue;
    }
    const before = [...depths].filter(([earlier]) => waitedFor(request, earlier));
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
