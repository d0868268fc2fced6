// index.html starts the fetches of what the shell's start-up reads first, so they travel
// with the page's scripts: the preloads must name the files the code fetches.
import { describe, expect, it } from 'vitest';
import { REMOTES_MANIFEST_FILE } from '@module-feedback/federation/contract';
import { RUNTIME_CONFIG_FILE } from '../config/config-json';
import indexHtml from '../../index.html?raw';

const page = new DOMParser().parseFromString(indexHtml, 'text/html');

describe('index.html', () => {
  it('preloads the runtime config and the runtime manifest as the fetches that read them', () => {
    const preloads = [...page.querySelectorAll<HTMLLinkElement>('head link[rel="preload"]')];
    // Same mode as fetch(): a preload in another mode would not be reused.
    const asFetch = preloads
      .filter((link) => link.getAttribute('as') === 'fetch' && link.hasAttribute('crossorigin'))
      .map((link) => link.getAttribute('href'));
    expect(asFetch).toEqual([`/${RUNTIME_CONFIG_FILE}`, `/${REMOTES_MANIFEST_FILE}`]);
  });
});
