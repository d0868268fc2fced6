// What the shell fetches at start-up for the shares it lists: `shared` is imported at once,
// and the federation plugin then also loads, at every start-up, each share that `shared`'s
// package.json depends on (as a dependency, peer or optional dependency). A package shared
// only by subpath (primereact/…) stands there for its first subpath, so naming PrimeReact
// in those fields made every page fetch primereact/accordion. PrimeReact is therefore only
// a dev dependency of `shared`; the page provides it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { primeReactSubpathsInUse, sharedSingletons } from './singletons';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>;

describe("shared's package.json", () => {
  it('names no package the shell shares only by subpath among what it needs at run time', () => {
    const shares = Object.keys(
      sharedSingletons(path.join(ROOT, 'shell'), primeReactSubpathsInUse()),
    );
    const bySubpathOnly = (name: string) =>
      !shares.includes(name) && shares.some((share) => share.startsWith(`${name}/`));
    const runtimeNeeds = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap(
      (field) => Object.keys(manifest[field] ?? {}),
    );
    expect(runtimeNeeds.filter(bySubpathOnly)).toEqual([]);
    expect(manifest.devDependencies?.primereact).toBeDefined();
  });
});
