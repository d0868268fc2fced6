// Extractive summaries of one aspect's feedback texts: the sentences that best represent what many
// students said, plus the themes they raised with how many raised each. Pure and synchronous; the
// API caches the result per module, year and aspect.
import type { SummaryTheme } from '@module-feedback/shared/contracts';
import { tokenize, type TokenizedText } from './nlp';
import { asSentence } from './presentation';
import { selectRepresentativeUnits } from './select-sentences';
import { ThemeCounter } from './themes';
import { shortened, unitsOf, type Unit } from './units';

export interface SummaryOptions {
  /** How many sentences the summary may have at most. */
  sentences?: number;
  /** How many themes to report at most. */
  themes?: number;
}

export interface Summary {
  summary: string;
  themes: SummaryTheme[];
}

const DEFAULT_SENTENCES = 3;
const DEFAULT_THEMES = 5;
/** Bounds the selection passes whatever a caller asks for. */
const MAX_COUNT = 50;
/**
 * Work bounds, so a summary costs at most about a second however much feedback there is: at most
 * MAX_TEXTS texts are read (beyond that an evenly spread sample, with theme counts scaled up), and
 * only the beginning of each text, sharing READ_CHARS_BUDGET between them but never fewer than
 * MIN_TEXT_CHARS nor more than MAX_TEXT_CHARS characters per text.
 */
export const MAX_TEXTS = 5_000;
const READ_CHARS_BUDGET = 1_000_000;
const MIN_TEXT_CHARS = 200;
export const MAX_TEXT_CHARS = 3_000;
/** With a handful of texts every theme is worth showing; with more, a theme needs two students. */
const FEW_TEXTS = 4;

function countOption(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(MAX_COUNT, Math.max(0, Math.floor(value)));
}

function charsPerText(texts: number): number {
  return Math.max(MIN_TEXT_CHARS, Math.min(MAX_TEXT_CHARS, Math.floor(READ_CHARS_BUDGET / texts)));
}

/** The beginning of a text, cut at a word boundary. */
function headOf(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
}

function evenSample<T>(items: readonly T[], size: number): readonly T[] {
  if (items.length <= size) return items;
  return Array.from({ length: size }, (_, i) => items[Math.floor((i * items.length) / size)]!);
}

/** When no sentence has words to weigh (e.g. only emoji), quote what most students wrote. */
function commonestUnit(textsUnits: readonly Unit[][]): Unit | undefined {
  const counts = new Map<string, { unit: Unit; count: number }>();
  for (const unit of textsUnits.flat()) {
    const key = unit.text.toLowerCase();
    const entry = counts.get(key) ?? { unit, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  let best: { unit: Unit; count: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.unit;
}

function summaryOf(textsUnits: Unit[][], limit: number): string {
  if (limit === 0) return '';
  const chosen = selectRepresentativeUnits(textsUnits, limit);
  const fallback = chosen.length === 0 ? commonestUnit(textsUnits) : undefined;
  const quotes = fallback ? [shortened(fallback)] : chosen.map((unit) => unit.text);
  return quotes.map(asSentence).join(' ');
}

function themesOf(tokenized: TokenizedText[], limit: number, scale: number): SummaryTheme[] {
  const counter = new ThemeCounter();
  for (const text of tokenized) counter.add(text.sentences);
  const minStudents = tokenized.length < FEW_TEXTS ? 1 : 2;
  return counter
    .top(limit, minStudents)
    .map((theme) => ({ ...theme, count: Math.round(theme.count * scale) }));
}

export function summarize(texts: readonly string[], options: SummaryOptions = {}): Summary {
  const nonEmpty = texts.map((text) => text.trim()).filter((text) => text.length > 0);
  const read = evenSample(nonEmpty, MAX_TEXTS);
  const maxChars = charsPerText(read.length);
  const tokenized = read.map((text) => tokenize(headOf(text, maxChars)));
  const textsUnits = tokenized.map(unitsOf);
  return {
    summary: summaryOf(textsUnits, countOption(options.sentences, DEFAULT_SENTENCES)),
    themes: themesOf(
      tokenized,
      countOption(options.themes, DEFAULT_THEMES),
      nonEmpty.length / Math.max(1, read.length),
    ),
  };
}
