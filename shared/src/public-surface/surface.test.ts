// The check that keeps `shared`'s version honest: its public surface today must be the one
// recorded for its version, and every recorded version bumped as its change required.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicSurface } from './surface';
import { packageVersion, readSurfaceRecord } from './surface-record';
import { compareSurfaces, recordProblems } from './versioning';

// Building a TypeScript program of the package takes a few seconds on a busy machine.
const TIMEOUT = 60_000;

describe("shared's public surface", () => {
  it(
    'is the one recorded for its version (bump the version when it changes)',
    () => {
      expect(recordProblems(readSurfaceRecord(), packageVersion(), publicSurface())).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('publicSurface', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-surface-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function surfaceOf(source: string) {
    mkdirSync(path.join(dir, 'src'), { recursive: true });
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ exports: { '.': './src/index.ts', './package.json': './package.json' } }),
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', target: 'es2022' } }),
    );
    writeFileSync(path.join(dir, 'src', 'index.ts'), source);
    return publicSurface(dir);
  }

  it(
    'sees a member added to an exported interface, a changed signature and a new export',
    () => {
      const before = surfaceOf(
        'export interface Module { code: string }\nexport function find(code: string): Module | undefined { return { code }; }\n',
      );
      expect(Object.keys(before['.']!)).toEqual(['find', 'Module']);
      const after = surfaceOf(
        'export interface Module { code: string; title?: string }\nexport function find(code: string, year: number): Module | undefined { return { code: code + year }; }\nexport const LIMIT = 3;\n',
      );
      expect(compareSurfaces(before, after)).toEqual({
        added: ['. LIMIT'],
        removed: [],
        changed: ['. find', '. Module'],
      });
      // Same source, same surface: nothing else (paths, timing) goes into it.
      expect(surfaceOf('export const LIMIT = 3;\n')).toEqual(
        surfaceOf('export const LIMIT = 3;\n'),
      );
    },
    TIMEOUT,
  );

  it(
    "gives a union the same fingerprint whatever order the compiler created its members' types in",
    () => {
      const severity = (source: string) => surfaceOf(source)['.']!.Notification;
      const alone = severity("export interface Notification { severity: 'info' | 'error' }\n");
      // Written the other way round, or with one member's type created earlier by another export.
      expect(severity("export interface Notification { severity: 'error' | 'info' }\n")).toBe(
        alone,
      );
      expect(
        severity(
          "export const ERROR = 'error';\nexport interface Notification { severity: 'info' | 'error' }\n",
        ),
      ).toBe(alone);
      expect(severity("export interface Notification { severity: 'info' | 'warn' }\n")).not.toBe(
        alone,
      );
    },
    TIMEOUT,
  );
});
