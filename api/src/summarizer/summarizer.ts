// Summaries of one aspect's feedback texts: the sentences that best represent what many students
// said, what they liked and what could be better (with who said it), the themes they raised, and
// a one-line verdict. Pure and synchronous; the API runs it in a worker thread and caches it per
// module, year and aspect.
import { verdictLine, type VerdictCounts } from '@module-feedback/shared/contracts';
import { tokenize, type TokenizedText } from './nlp';
import { combinedStance, opinionOf, type Opinion } from './opinions';
import { pointsOf, type Point, type SideParts } from './points';
import { asSentence } from './presentation';
import { selectRepresentativeUnits } from './select-sentences';
import { ThemeCounter, type Theme } from './themes';
import { shortened, toUnit, unitsOf, type Unit } from './units';

export type { Point } from './points';
export type { Theme } from './themes';

export interface SummaryOptions {
  /** How many sentences the summary may have at most. */
  sentences?: number;
  /** How many themes to report at most. */
  themes?: number;
  /** How many points to report on each side (liked, could be better) at most. */
  points?: number;
  /** What the texts are about, for the verdict: 'the material'. */
  subject?: string;
}

export interface Summary {
  /** Quoted sentences, most representative first. */
  summary: string;
  /** One line with the tone, the counts and the main concern. */
  verdict: string;
  liked: Point[];
  couldBeBetter: Point[];
  themes: Theme[];
  stances: VerdictCounts;
}

const DEFAULT_SENTENCES = 3;
const DEFAULT_THEMES = 5;
const DEFAULT_POINTS = 3;
const DEFAULT_SUBJECT = 'it';
/** Bounds the selection passes whatever a caller asks for. */
const MAX_COUNT = 50;
/**
 * Work bounds, so a summary costs at most about a second however much feedback there is: at most
 * MAX_TEXTS texts are read (beyond that an evenly spread sample, with counts scaled up), and
 * only the beginning of each text, sharing READ_CHARS_BUDGET between them but never fewer than
 * MIN_TEXT_CHARS nor more than MAX_TEXT_CHARS characters per text.
 */
export const MAX_TEXTS = 5_000;
const READ_CHARS_BUDGET = 1_000_000;
const MIN_TEXT_CHARS = 200;
export const MAX_TEXT_CHARS = 3_000;
/** A theme one student raised is that student's point, not a theme. */
const THEME_MIN_STUDENTS = 2;

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

function themesOf(
  tokenized: readonly TokenizedText[],
  positions: readonly number[],
  limit: number,
  scale: number,
): Theme[] {
  const counter = new ThemeCounter();
  tokenized.forEach((text, i) => counter.add(positions[i]!, text));
  return counter.top(limit, THEME_MIN_STUDENTS, scale);
}

interface ReadText {
  /** Position in the caller's list. */
  position: number;
  units: Unit[];
  opinions: Opinion[];
}

function sideParts(texts: readonly ReadText[], side: 'liked' | 'critical'): SideParts[] {
  return texts.map(({ position, units, opinions }) => ({
    text: position,
    parts: units.flatMap((unit, i) => {
      const part = toUnit(unit.source, opinions[i]![side]);
      return part ? [part] : [];
    }),
  }));
}

/** Who praised and who raised a concern, as the points see it: from the same sentence opinions. */
function stanceCounts(texts: readonly ReadText[], students: number, scale: number): VerdictCounts {
  let praised = 0;
  let concerned = 0;
  let both = 0;
  for (const { opinions } of texts) {
    const stance = combinedStance(opinions.map((opinion) => opinion.stance));
    if (stance === 'positive' || stance === 'mixed') praised++;
    if (stance === 'critical' || stance === 'mixed') concerned++;
    if (stance === 'mixed') both++;
  }
  const scaled = (count: number) => Math.min(students, Math.round(count * scale));
  return { students, praised: scaled(praised), concerned: scaled(concerned), both: scaled(both) };
}

export function summarize(texts: readonly string[], options: SummaryOptions = {}): Summary {
  const written = texts
    .map((text, position) => ({ position, text: text.trim() }))
    .filter(({ text }) => text.length > 0);
  const read = evenSample(written, MAX_TEXTS);
  const scale = written.length / Math.max(1, read.length);
  const maxChars = charsPerText(read.length);
  const tokenized = read.map(({ text }) => tokenize(headOf(text, maxChars)));
  const readTexts: ReadText[] = tokenized.map((text, i) => {
    const units = unitsOf(text);
    return { position: read[i]!.position, units, opinions: units.map((u) => opinionOf(u.tokens)) };
  });
  const points = countOption(options.points, DEFAULT_POINTS);
  const liked = pointsOf(sideParts(readTexts, 'liked'), points, scale);
  const couldBeBetter = pointsOf(sideParts(readTexts, 'critical'), points, scale);
  const stances = stanceCounts(readTexts, written.length, scale);
  return {
    summary: summaryOf(
      readTexts.map((text) => text.units),
      countOption(options.sentences, DEFAULT_SENTENCES),
    ),
    verdict: verdictLine(
      stances,
      options.subject ?? DEFAULT_SUBJECT,
      couldBeBetter[0]?.quote ?? null,
    ),
    liked,
    couldBeBetter,
    themes: themesOf(
      tokenized,
      read.map(({ position }) => position),
      countOption(options.themes, DEFAULT_THEMES),
      scale,
    ),
    stances,
  };
}
