// public-surface.json: the public surface of every released version of this package.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR } from './surface';
import type { SurfaceRecord } from './versioning';

const RECORD_FILE = path.join(PACKAGE_DIR, 'public-surface.json');

export function readSurfaceRecord(): SurfaceRecord {
  return JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as SurfaceRecord;
}

export function writeSurfaceRecord(record: SurfaceRecord): void {
  writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
}

/** The version in package.json: the contract version the shell announces to remotes. */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
  return (manifest as { version: string }).version;
}
