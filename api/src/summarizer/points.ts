// The points of one side (what students liked, or what could be better): the most representative
// parts of sentences on that side, chosen like the summary's sentences, each with the students who
// made the same point. A point is about its topic: the noun in it that most students on that side
// used ('examples' in 'The worked examples helped'), or its most used word when it has no noun
// ('supportive'). Its students are those whose text says something on the same side about that
// topic; two points never share a topic. One pass to count, `limit` passes to choose: linear.
import { GENERIC_NOUNS, headAt, modifierStarts } from './noun-phrases';
import { isContentWord } from './terms';
import { selectRepresentativeUnits } from './select-sentences';
import { asSentence } from './presentation';
import type { Unit } from './units';
import type { Token } from './nlp';

export interface Point {
  /** Words of one text, as written (first letter capitalised, closed with a full stop). */
  quote: string;
  /** How many students made this point. */
  count: number;
  /** Which texts make it (their positions in the input). */
  texts: number[];
  /** The topic as students wrote it, lower case, longest first: what to highlight. */
  matches: string[];
  /** The topic when it is a noun ('reading list'), for the verdict. */
  topic?: string;
}

/** Verdicts that say nothing about what was good or bad: a point is never 'about' them. */
const GENERIC_VERDICTS = new Set([
  'good',
  'great',
  'nice',
  'lovely',
  'best',
  'excellent',
  'amazing',
  'brilliant',
  'fantastic',
  'awesome',
  'wonderful',
  'superb',
  'outstanding',
  'perfect',
  'decent',
  'ok',
  'okay',
  'fine',
  'bad',
  'poor',
  'terrible',
  'awful',
  'worst',
  'overall',
  'really',
  'very',
]);

/** One text's parts on this side, and the text's position in the input. */
export interface SideParts {
  text: number;
  parts: Unit[];
}

interface Topic {
  key: string;
  /** A noun that ends its phrase ('sheets' in 'lab sheets', not 'lab'). */
  isHead: boolean;
}

/** The topic a token stands for, with the index its words start at ('np-completeness'). */
function topicAt(tokens: readonly Token[], i: number): (Topic & { start: number }) | undefined {
  const t = tokens[i]!;
  if (!isContentWord(t) || GENERIC_NOUNS.has(t.lemma) || GENERIC_VERDICTS.has(t.value)) {
    return undefined;
  }
  const head = headAt(tokens, i);
  return head ? { ...head, isHead: true } : { key: t.lemma, isHead: false, start: i };
}

function topicsOf(unit: Unit): Topic[] {
  return unit.tokens.flatMap((_, i) => topicAt(unit.tokens, i) ?? []);
}

/** How many texts on this side use each topic word. */
function studentsPerTopic(sides: readonly SideParts[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { parts } of sides) {
    const keys = new Set(parts.flatMap((part) => topicsOf(part).map((t) => t.key)));
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function outranks(a: readonly number[], b: readonly number[]): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! > b[k]!;
  return false;
}

/**
 * A head noun that two or more students used outranks any other word; then the most used wins,
 * a head noun on a tie.
 */
function topicOf(unit: Unit, students: ReadonlyMap<string, number>): Topic | undefined {
  const rank = (topic: Topic) => {
    const count = students.get(topic.key) ?? 0;
    return [topic.isHead && count >= 2 ? 1 : 0, count, topic.isHead ? 1 : 0];
  };
  let best: { topic: Topic; rank: number[] } | undefined;
  for (const topic of topicsOf(unit)) {
    const candidate = { topic, rank: rank(topic) };
    if (!best || outranks(candidate.rank, best.rank)) best = candidate;
  }
  return best?.topic;
}

function count(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

const byUse = (counts: ReadonlyMap<string, number>) =>
  [...counts].sort((a, b) => b[1] - a[1]).map(([key]) => key);

function pointOf(unit: Unit, topic: Topic, sides: readonly SideParts[], scale: number): Point {
  const texts: number[] = [];
  const spellings = new Map<string, number>();
  const phrases = new Map<string, number>();
  for (const { text, parts } of sides) {
    let makesIt = false;
    for (const part of parts) {
      part.tokens.forEach((token, i) => {
        const found = topicAt(part.tokens, i);
        if (found?.key !== topic.key) return;
        makesIt = true;
        const written = (from: number) =>
          part.source.slice(part.tokens[from]!.start, token.end).toLowerCase().replace(/\s+/g, ' ');
        count(spellings, written(found.start));
        count(phrases, written(modifierStarts(part.tokens, found.start).at(-1) ?? found.start));
      });
    }
    if (makesIt) texts.push(text);
  }
  const matches = [...new Set([...byUse(phrases), ...byUse(spellings)])];
  return {
    quote: asSentence(unit.text),
    count: Math.round(texts.length * scale),
    texts,
    matches: matches.sort((a, b) => b.length - a.length),
    ...(topic.isHead ? { topic: byUse(phrases)[0] } : {}),
  };
}

/** Up to `limit` points of one side, most students first. */
export function pointsOf(sides: readonly SideParts[], limit: number, scale = 1): Point[] {
  const students = studentsPerTopic(sides);
  const topics = new Map<Unit, Topic | undefined>();
  const topicKey = (unit: Unit) => {
    if (!topics.has(unit)) topics.set(unit, topicOf(unit, students));
    return topics.get(unit)?.key;
  };
  const withTopic = sides.map(({ parts }) => parts.filter((part) => topicKey(part) !== undefined));
  return selectRepresentativeUnits(withTopic, limit, { pointOf: topicKey })
    .map((unit) => pointOf(unit, topics.get(unit)!, sides, scale))
    .sort((a, b) => b.count - a.count);
}
