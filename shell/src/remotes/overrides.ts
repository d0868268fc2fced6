// Developer overrides: one remote loaded from a developer's own dev or preview server
// while the rest of the page comes from the deployed builds. Set with a query parameter
// (?override.mfe-results=http://localhost:5174/) and kept in localStorage until reset.
// Only this machine's origins are accepted, so a link cannot make a visitor run code
// from anywhere else; the page's Content-Security-Policy allows exactly these.
import {
  REMOTE_ENTRY_FILE,
  REMOTES,
  type Remote,
  type RemoteName,
} from '@module-feedback/federation/contract';

const OVERRIDE_PARAMETER_PREFIX = 'override.';
export const OVERRIDES_STORAGE_KEY = 'remoteOverrides';
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

export interface Overrides {
  active: ActiveOverride[];
  refused: RefusedOverride[];
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
 * Moves ?override.<remote>=<url> parameters into storage (an empty value removes that
 * override) and out of the address bar, where a reload or a shared link would repeat them.
 */
export function takeOverrideParameters(storage: Storage, location: Location, history: History) {
  const url = new URL(location.href);
  const given = [...url.searchParams].filter(([key]) => key.startsWith(OVERRIDE_PARAMETER_PREFIX));
  if (given.length === 0) return;
  const overrides = stored(storage);
  for (const [key, value] of given) {
    const remote = key.slice(OVERRIDE_PARAMETER_PREFIX.length);
    if (value.trim() === '') delete overrides[remote];
    else overrides[remote] = value.trim();
    url.searchParams.delete(key);
  }
  storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  history.replaceState(history.state, '', url.href);
}

/** The stored overrides, each checked again: storage can be edited by hand. */
export function readOverrides(storage: Storage): Overrides {
  const overrides: Overrides = { active: [], refused: [] };
  for (const [folder, given] of Object.entries(stored(storage))) {
    const remote = REMOTES.find((candidate) => candidate.folder === folder);
    const checked =
      typeof given === 'string' ? overrideEntry(given) : { reason: 'it is not a URL' };
    if (!remote) {
      const names = REMOTES.map((candidate) => candidate.folder).join(', ');
      overrides.refused.push({
        remote: folder,
        given: String(given),
        reason: `the remotes are ${names}`,
      });
    } else if ('reason' in checked) {
      overrides.refused.push({ remote: folder, given: String(given), reason: checked.reason });
    } else {
      overrides.active.push({ remote, entry: checked.entry });
    }
  }
  return overrides;
}

export function overrideFor(name: RemoteName, storage: Storage): ActiveOverride | undefined {
  return readOverrides(storage).active.find((override) => override.remote.name === name);
}

export function clearOverrides(storage: Storage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}
