// A preview link (`?preview=<token>`) opens one remote's chosen version in this tab: the
// token moves from the address into the tab's sessionStorage (so it survives reloads and
// navigation, and ends with the tab), remotes.json is asked with it, and the server, which
// checks the link on every read, answers that remote's entry from it. Leaving drops it.
import {
  PREVIEW_CHECK_PATH,
  PREVIEW_PARAMETER,
  remoteByFolder,
  type Remote,
} from '@module-feedback/federation/contract';
import { appRootUrl } from '../../app/app-root';
import { PREVIEW_STORAGE_KEY } from './preview-keys';

/** Moves a link's token from the address into the tab's storage; answers the tab's token. */
export function takePreviewToken(
  location: Location,
  history: History,
  storage: Storage,
): string | undefined {
  const url = new URL(location.href);
  const given = url.searchParams.get(PREVIEW_PARAMETER);
  if (given !== null) {
    url.searchParams.delete(PREVIEW_PARAMETER);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (given) storage.setItem(PREVIEW_STORAGE_KEY, given);
  }
  return storage.getItem(PREVIEW_STORAGE_KEY) ?? undefined;
}

export function previewToken(storage: Storage = window.sessionStorage): string | undefined {
  return storage.getItem(PREVIEW_STORAGE_KEY) ?? undefined;
}

export function leavePreview(storage: Storage = window.sessionStorage): void {
  storage.removeItem(PREVIEW_STORAGE_KEY);
}

export type PreviewState =
  | { status: 'open'; remote: Remote; version: string; expiresAt: string }
  | { status: 'refused'; message: string };

const UNREACHABLE = 'The server could not be asked about this preview link; try again later.';

/** What the server says the tab's link opens, or why it refuses it. */
export async function checkPreviewLink(token: string): Promise<PreviewState> {
  const url = new URL(PREVIEW_CHECK_PATH.slice(1), appRootUrl());
  url.searchParams.set('token', token);
  try {
    const response = await fetch(url, { credentials: 'omit' });
    const body = (await response.json()) as {
      remote?: string;
      version?: string;
      expiresAt?: string;
      message?: string;
    };
    if (response.ok && body.remote && body.version && body.expiresAt) {
      return {
        status: 'open',
        remote: remoteByFolder(body.remote),
        version: body.version,
        expiresAt: body.expiresAt,
      };
    }
    return { status: 'refused', message: body.message ?? UNREACHABLE };
  } catch {
    return { status: 'refused', message: UNREACHABLE };
  }
}
