// Themes are the things students wrote about (noun phrases such as 'lab sheets'), counted once per
// student. Labels are phrases students actually wrote, in their most common spelling.
import type { SummaryTheme } from '@module-feedback/shared/contracts';
import type { Token } from './nlp';
import { isContentWord, isNoun } from './terms';

/**
 * Nouns that any module feedback uses (or that name the aspect being summarised); as themes they
 * would tell a reader nothing. 'date' is nearly always 'out of date', which is not about a date.
 */
const GENERIC_NOUNS = new Set([
  'module',
  'course',
  'material',
  'assessment',
  'lecturer',
  'thing',
  'lot',
  'bit',
  'way',
  'stuff',
  'kind',
  'week',
  'date',
]);
const PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);
const MAX_PHRASE_WORDS = 3;
/** A longer phrase ('lab sheets') names a theme when at least this share of its students used it. */
const LONGER_LABEL_SHARE = 0.7;

interface Phrase {
  key: string;
  head: string;
  surface: string;
}

function isHead(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const next = tokens[i + 1];
  const compoundGoesOn = next !== undefined && isContentWord(next) && isNoun(next);
  return (
    token !== undefined &&
    isContentWord(token) &&
    isNoun(token) &&
    !GENERIC_NOUNS.has(token.lemma) &&
    !compoundGoesOn
  );
}

/** The head noun alone, then with up to two adjacent modifiers: 'sheets', 'lab sheets', ... */
function phrasesEndingAt(tokens: readonly Token[], headIndex: number): Phrase[] {
  const head = tokens[headIndex]!.lemma;
  const phrases: Phrase[] = [];
  for (let first = headIndex; first > headIndex - MAX_PHRASE_WORDS && first >= 0; first--) {
    const token = tokens[first]!;
    if (!isContentWord(token) || !PHRASE_TAGS.has(token.pos)) break;
    const words = tokens.slice(first, headIndex + 1);
    phrases.push({
      key: words.map((t) => t.lemma).join(' '),
      head,
      surface: words.map((t) => t.value.toLowerCase()).join(' '),
    });
  }
  return phrases;
}

export class ThemeCounter {
  private readonly students = new Map<string, number>();
  private readonly spellings = new Map<string, Map<string, number>>();
  private readonly phrasesByHead = new Map<string, Set<string>>();

  /** Adds one student's text, given as its sentences. */
  add(sentences: readonly (readonly Token[])[]): void {
    const seen = new Set<string>();
    for (const tokens of sentences) {
      for (let i = 0; i < tokens.length; i++) {
        if (!isHead(tokens, i)) continue;
        for (const phrase of phrasesEndingAt(tokens, i)) this.record(phrase, seen);
      }
    }
    for (const key of seen) this.students.set(key, (this.students.get(key) ?? 0) + 1);
  }

  private record({ key, head, surface }: Phrase, seen: Set<string>): void {
    seen.add(key);
    const spellings = this.spellings.get(key) ?? new Map<string, number>();
    spellings.set(surface, (spellings.get(surface) ?? 0) + 1);
    this.spellings.set(key, spellings);
    const phrases = this.phrasesByHead.get(head) ?? new Set<string>();
    phrases.add(key);
    this.phrasesByHead.set(head, phrases);
  }

  /**
   * The most raised themes, at most `limit`, each raised by at least `minStudents`. A theme sharing
   * a word with a more raised one ('moodle page' after 'moodle') would mostly count the same
   * students twice, so it is left out.
   */
  top(limit: number, minStudents: number): SummaryTheme[] {
    const ranked: { key: string; count: number; label: string }[] = [];
    for (const [head, phrases] of this.phrasesByHead) {
      const key = this.labelKey(head, phrases);
      const count = this.students.get(key) ?? 0;
      if (count >= minStudents) ranked.push({ key, count, label: this.commonestSpelling(key) });
    }
    ranked.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    const chosen: typeof ranked = [];
    const usedWords = new Set<string>();
    for (const theme of ranked) {
      if (chosen.length === limit) break;
      const words = theme.key.split(' ');
      if (words.some((word) => usedWords.has(word))) continue;
      words.forEach((word) => usedWords.add(word));
      chosen.push(theme);
    }
    return chosen.map(({ label, count }) => ({ label, count }));
  }

  private labelKey(head: string, phrases: Set<string>): string {
    const headCount = this.students.get(head) ?? 0;
    let best = head;
    for (const key of phrases) {
      const count = this.students.get(key) ?? 0;
      const longer = key.split(' ').length > best.split(' ').length;
      if (count >= LONGER_LABEL_SHARE * headCount && longer) best = key;
    }
    return best;
  }

  private commonestSpelling(key: string): string {
    let best = key;
    let bestCount = 0;
    for (const [surface, count] of this.spellings.get(key) ?? []) {
      if (count > bestCount) [best, bestCount] = [surface, count];
    }
    return best;
  }
}
