// The labelled sentences for the liked / could-be-better split: development.json tunes the rules,
// held-out.json only reports how well they do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stance } from '../opinions';

export interface LabelledSentence {
  text: string;
  label: Stance;
}

export type OpinionSetName = 'development' | 'held-out';

const STANCES = new Set<string>(['positive', 'critical', 'mixed', 'neutral']);

export function loadOpinionSet(name: OpinionSetName): LabelledSentence[] {
  const file = join(import.meta.dirname, 'opinions', `${name}.json`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { sentences?: unknown };
  if (!Array.isArray(raw.sentences)) throw new Error(`${file} has no sentences`);
  return raw.sentences.map((item: Partial<LabelledSentence>, i) => {
    if (typeof item.text !== 'string' || !STANCES.has(String(item.label))) {
      throw new Error(`${file}: sentence ${i + 1} needs a text and a label`);
    }
    return { text: item.text, label: item.label! };
  });
}
