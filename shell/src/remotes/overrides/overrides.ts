// Developer overrides: one remote loaded from a developer's own dev or preview server
// while the rest of the page comes from the deployed builds. Asked for with a query
// parameter (?override.mfe-results=http://localhost:5174/), applied only once the person
// at the page confirms it (a link alone changes nothing and requests nothing from the
// override's origin), then kept in localStorage until reset. Only this machine's origins
// are accepted, and only while the server allows overrides (its page says so; the
// Content-Security-Policy then allows exactly these origins).
import {
  REMOTE_ENTRY_FILE,
  REMOTES,
  type Remote,
  type RemoteName,
} from '@module-feedback/federation/contract';
import { OVERRIDES_STORAGE_KEY } from './override-keys';

const OVERRIDE_PARAMETER_PREFIX = 'override.';
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];
export const LOOPBACK_ONLY =
  'only http://localhost or http://127.0.0.1 (this machine) can stand in for a deployed section';

export interface ActiveOverride {
  remote: Remote;
  /** URL of the remote's entry on the developer's server. */
  entry: string;
}

export interface RefusedOverride {
  /** The remote's folder name as given (it may not name a remote). */
  remote: string;
  given: string;
  reason: string;
}

/** Asked for by a link, not applied until confirmed. */
export interface RequestedOverride {
  remote: Remote;
  /** The value as given; an empty one asks to remove the remote's override. */
  given: string;
  entry: string;
}

export interface Overrides {
  active: ActiveOverride[];
  refused: RefusedOverride[];
  requested: RequestedOverride[];
}

/** The server's page says whether it allows developer overrides (meta, `on` or `off`). */
export const DEVELOPER_OVERRIDES_META = 'module-feedback-developer-overrides';
export const OVERRIDES_OFF = 'this server does not allow developer overrides';

/** Allowed unless the server's page says otherwise (a static host of the shell says nothing). */
export function overridesAllowed(doc: Document): boolean {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${DEVELOPER_OVERRIDES_META}"]`);
  return meta?.content !== 'off';
}

/** The entry an override names (a folder URL stands for its remoteEntry.js), or why not. */
export function overrideEntry(given: string): { entry: string } | { reason: string } {
  if (!URL.canParse(given)) return { reason: 'it is not a URL' };
  const url = new URL(given);
  if (!/^https?:$/.test(url.protocol) || !LOOPBACK_HOSTS.includes(url.hostname)) {
    return { reason: LOOPBACK_ONLY };
  }
  if (!url.pathname.endsWith('.js')) {
    url.pathname = `${url.pathname.replace(/\/?$/, '/')}${REMOTE_ENTRY_FILE}`;
  }
  return { entry: url.href };
}

function stored(storage: Storage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Takes ?override.<remote>=<url> parameters out of the address bar (where a reload or a
 * shared link would repeat them) and answers them, checked; nothing is stored.
 */
export function takeOverrideParameters(
  location: Location,
  history: History,
): { requested: RequestedOverride[]; refused: RefusedOverride[] } {
  const url = new URL(location.href);
  const given = [...url.searchParams].filter(([key]) => key.startsWith(OVERRIDE_PARAMETER_PREFIX));
  const taken = { requested: [] as RequestedOverride[], refused: [] as RefusedOverride[] };
  if (given.length === 0) return taken;
  for (const [key, value] of given) {
    url.searchParams.delete(key);
    const folder = key.slice(OVERRIDE_PARAMETER_PREFIX.length);
    const checked = checkOverride(folder, value.trim() === '' ? undefined : value.trim());
    if ('reason' in checked) taken.refused.push(checked);
    else taken.requested.push({ ...checked, given: value.trim() });
  }
  history.replaceState(history.state, '', url.href);
  return taken;
}

/** Stores a confirmed override (an empty one removes the remote's). */
export function applyOverride(storage: Storage, override: RequestedOverride): void {
  const overrides = stored(storage);
  if (override.given === '') delete overrides[override.remote.folder];
  else overrides[override.remote.folder] = override.given;
  storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
}

/** An override of `folder` to `given` (undefined: none), or why it cannot be. */
function checkOverride(
  folder: string,
  given: string | undefined,
): { remote: Remote; entry: string } | RefusedOverride {
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) {
    const names = REMOTES.map((candidate) => candidate.folder).join(', ');
    return { remote: folder, given: String(given ?? ''), reason: `the remotes are ${names}` };
  }
  if (given === undefined) return { remote, entry: '' };
  const checked = overrideEntry(given);
  return 'reason' in checked
    ? { remote: folder, given, reason: checked.reason }
    : { remote, entry: checked.entry };
}

/**
 * The stored overrides, each checked again (storage can be edited by hand); all refused
 * while the server does not allow overrides.
 */
export function readOverrides(storage: Storage, allowed = true): Overrides {
  const overrides: Overrides = { active: [], refused: [], requested: [] };
  for (const [folder, given] of Object.entries(stored(storage))) {
    const checked =
      typeof given === 'string'
        ? checkOverride(folder, given)
        : { remote: folder, given: String(given), reason: 'it is not a URL' };
    if ('reason' in checked) overrides.refused.push(checked);
    else if (!allowed) overrides.refused.push({ remote: folder, given, reason: OVERRIDES_OFF });
    else overrides.active.push(checked);
  }
  return overrides;
}

export function overrideFor(
  name: RemoteName,
  storage: Storage,
  allowed = overridesAllowed(document),
): ActiveOverride | undefined {
  return readOverrides(storage, allowed).active.find((override) => override.remote.name === name);
}

export function clearOverrides(storage: Storage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}
