// index.html starts the fetch of what the shell's start-up reads first, so it travels with
// the page's scripts: the preload must name the file the code fetches. The runtime manifest
// is read only when a remote is wanted: the server preloads it on a remote's route.
import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_FILE } from '../config/config-json';
import indexHtml from '../../index.html?raw';

const page = new DOMParser().parseFromString(indexHtml, 'text/html');

describe('index.html', () => {
  it('preloads the runtime config as the fetch that reads it, and nothing a remote needs', () => {
    const preloads = [...page.querySelectorAll<HTMLLinkElement>('head link[rel="preload"]')];
    // Same mode as fetch(): a preload in another mode would not be reused.
    const asFetch = preloads
      .filter((link) => link.getAttribute('as') === 'fetch' && link.hasAttribute('crossorigin'))
      .map((link) => link.getAttribute('href'));
    expect(asFetch).toEqual([`/${RUNTIME_CONFIG_FILE}`]);
  });
});
