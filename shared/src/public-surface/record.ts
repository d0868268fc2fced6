// npm run record-surface -w shared: adds this version's public surface to
// public-surface.json, after checking the version was bumped as the change requires.
import { publicSurface } from './surface';
import { packageVersion, readSurfaceRecord, writeSurfaceRecord } from './surface-record';
import { recordVersion } from './versioning';

const version = packageVersion();
const result = recordVersion(readSurfaceRecord(), version, publicSurface());
if ('problem' in result) {
  console.error(`record-surface: ${result.problem}`);
  process.exitCode = 1;
} else {
  writeSurfaceRecord(result.record);
  console.log(`record-surface: the public surface of ${version} is recorded.`);
}
