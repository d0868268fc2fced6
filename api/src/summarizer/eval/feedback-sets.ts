// The evaluation data: realistic feedback for one module aspect, with a reference summary written
// by hand from the texts. One JSON file per set in ./sets.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FeedbackSet {
  id: string;
  module: string;
  aspect: 'material' | 'assessment' | 'lecturer';
  reference: string;
  texts: string[];
}

const SETS_FOLDER = join(import.meta.dirname, 'sets');
const ASPECTS = new Set(['material', 'assessment', 'lecturer']);

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parseSet(file: string, raw: unknown): FeedbackSet {
  const set = raw as Partial<FeedbackSet>;
  const valid =
    typeof set.id === 'string' &&
    typeof set.module === 'string' &&
    typeof set.reference === 'string' &&
    ASPECTS.has(String(set.aspect)) &&
    isStringArray(set.texts);
  if (!valid) throw new Error(`${file} is not a feedback set`);
  return set as FeedbackSet;
}

export function loadFeedbackSets(): FeedbackSet[] {
  return readdirSync(SETS_FOLDER)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => parseSet(file, JSON.parse(readFileSync(join(SETS_FOLDER, file), 'utf8'))));
}
