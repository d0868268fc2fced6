// Where the journeys' servers write their output (e2e/artifacts, not tracked by git).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ARTIFACTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'artifacts',
);
