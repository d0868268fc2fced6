// Themes are the things students wrote about (noun phrases such as 'lab sheets'), counted once per
// student and only when at least two raised them. 'example', 'examples' and 'worked examples' are
// one theme (same head noun, by lemma), and so are spellings of one word ('excercises'). Labels
// are phrases students actually wrote, in their most common spelling, never with a judgement in
// them ('good slides' is about slides).
import type { Token } from './nlp';
import { wordPolarity } from './polarity-lexicon';
import { spellingGroups } from './spellings';
import { isContentWord, isNoun } from './terms';

export interface Theme {
  label: string;
  /** How many students raised it. */
  count: number;
  /** Which texts raise it (their positions in the input). */
  texts: number[];
  /** The words as students wrote them, lower case, longest first: what to highlight. */
  matches: string[];
}

/**
 * Nouns that any module feedback uses (or that name the aspect being summarised); as themes they
 * would tell a reader nothing. 'date' is nearly always 'out of date', which is not about a date.
 */
export const GENERIC_NOUNS = new Set([
  'module',
  'course',
  'subject',
  'topic',
  'material',
  'assessment',
  'lecturer',
  'teacher',
  'student',
  'people',
  'thing',
  'lot',
  'bit',
  'way',
  'stuff',
  'kind',
  'part',
  'week',
  'year',
  'term',
  'semester',
  'time',
  'date',
  'problem',
  'issue',
  'experience',
]);
/** Modifiers that say how much or which, not what: 'more examples' is about examples. */
const VAGUE_MODIFIERS = new Set([
  'more',
  'less',
  'other',
  'many',
  'much',
  'few',
  'several',
  'various',
  'whole',
  'overall',
  'different',
  'same',
  'extra',
  'entire',
  'main',
  'last',
  'first',
  'next',
  'such',
]);
const PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);
const MAX_PHRASE_WORDS = 3;
/** A longer phrase ('lab sheets') names a theme when at least this share of its students used it. */
const LONGER_LABEL_SHARE = 0.6;
const MAX_MATCHES = 12;
const UNKNOWN_PLURAL = /[^siu]s$/;

interface Mentions {
  texts: Set<number>;
  /** Spellings as written (lower case) and how often each was used. */
  spellings: Map<string, number>;
}

interface HeadMentions extends Mentions {
  /** Phrases ending at this head, keyed by their modifiers' lemmas ('lab' for 'lab sheets'). */
  phrases: Map<string, Mentions>;
}

const newMentions = (): Mentions => ({ texts: new Set(), spellings: new Map() });

function mention(mentions: Mentions, text: number, spelling: string): void {
  mentions.texts.add(text);
  mentions.spellings.set(spelling, (mentions.spellings.get(spelling) ?? 0) + 1);
}

function merge(into: Mentions, from: Mentions): void {
  for (const text of from.texts) into.texts.add(text);
  for (const [spelling, count] of from.spellings) {
    into.spellings.set(spelling, (into.spellings.get(spelling) ?? 0) + count);
  }
}

function commonest(spellings: ReadonlyMap<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [spelling, count] of spellings) {
    if (count > bestCount) [best, bestCount] = [spelling, count];
  }
  return best;
}

const touches = (left: Token | undefined, right: Token | undefined) =>
  left !== undefined && right !== undefined && left.end === right.start;

/** 'np-completeness', 'self-study': the model reads them as word, '-', word. */
function hyphenatedBefore(tokens: readonly Token[], i: number): boolean {
  const [word, hyphen, head] = [tokens[i - 2], tokens[i - 1], tokens[i]];
  return (
    hyphen?.value === '-' && touches(word, hyphen) && touches(hyphen, head) && word?.type === 'word'
  );
}

/** A noun that ends its phrase ('sheets' in 'the lab sheets'), and is not a generic one. */
export function isHead(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const next = tokens[i + 1];
  const compoundGoesOn =
    next !== undefined &&
    ((isContentWord(next) && isNoun(next)) || hyphenatedBefore(tokens, i + 2));
  return (
    token !== undefined &&
    isContentWord(token) &&
    isNoun(token) &&
    !GENERIC_NOUNS.has(token.lemma) &&
    !compoundGoesOn
  );
}

/**
 * The key of the head noun at i (its lemma; with the word before for a hyphenated compound,
 * 'np-completeness') and where it starts; undefined when i is not a head.
 */
export function headAt(
  tokens: readonly Token[],
  i: number,
): { key: string; start: number } | undefined {
  if (!isHead(tokens, i)) return undefined;
  const head = tokens[i]!;
  if (!hyphenatedBefore(tokens, i)) return { key: headKey(head), start: i };
  return { key: `${tokens[i - 2]!.value}-${headKey(head)}`, start: i - 2 };
}

function isModifier(token: Token): boolean {
  return (
    isContentWord(token) &&
    PHRASE_TAGS.has(token.pos) &&
    !VAGUE_MODIFIERS.has(token.value) &&
    wordPolarity(token.value, token.lemma, token.pos) === 0
  );
}

/** How many modifiers before the head belong to its phrase ('lab' in 'the lab sheets'). */
export function modifiersBefore(tokens: readonly Token[], headIndex: number): number {
  let count = 0;
  while (
    count < MAX_PHRASE_WORDS - 1 &&
    headIndex - count - 1 >= 0 &&
    isModifier(tokens[headIndex - count - 1]!)
  ) {
    count++;
  }
  return count;
}

/**
 * The head's lemma; for a word the model does not know ('excercises' stays 'excercises') a plural
 * 's' is dropped, so a misspelt plural can be matched with the singular lemma of its correct form.
 */
function headKey(token: Token): string {
  return token.lemma === token.value && UNKNOWN_PLURAL.test(token.value)
    ? token.value.slice(0, -1)
    : token.lemma;
}

/** Words as written, lower case, a space between words ('np-completeness' stays joined). */
function spellingOf(tokens: readonly Token[]): string {
  return tokens
    .map((t, k) => (k > 0 && !touches(tokens[k - 1], t) ? ' ' : '') + t.value.toLowerCase())
    .join('');
}

interface ThemeGroup extends HeadMentions {
  head: string;
}

export class ThemeCounter {
  private readonly heads = new Map<string, HeadMentions>();

  /** Adds one student's text, given as its position in the input and its sentences. */
  add(text: number, sentences: readonly (readonly Token[])[]): void {
    for (const tokens of sentences) {
      for (let i = 0; i < tokens.length; i++) {
        const head = headAt(tokens, i);
        if (!head) continue;
        const mentions = this.heads.get(head.key) ?? { ...newMentions(), phrases: new Map() };
        this.heads.set(head.key, mentions);
        const headSpelling = spellingOf(tokens.slice(head.start, i + 1));
        mention(mentions, text, headSpelling);
        // Each phrase length counts: 'sheets', 'lab sheets', 'weekly lab sheets'.
        const modifiers = modifiersBefore(tokens, head.start);
        for (let first = head.start - 1; first >= head.start - modifiers; first--) {
          const words = tokens.slice(first, head.start);
          const key = words.map((t) => t.lemma).join(' ');
          const phrase = mentions.phrases.get(key) ?? newMentions();
          mentions.phrases.set(key, phrase);
          mention(phrase, text, `${spellingOf(words)} ${headSpelling}`);
        }
      }
    }
  }

  /**
   * The most raised themes, at most `limit`, each raised by at least `minStudents` students;
   * counts multiplied by `scale` when the texts were a sample. A theme sharing a word with a more
   * raised one ('moodle page' after 'moodle') would mostly count the same students twice, so it
   * is left out.
   */
  top(limit: number, minStudents: number, scale = 1): Theme[] {
    const ranked = [...this.groups().values()]
      .filter((group) => group.texts.size >= minStudents)
      .map((group) => this.themeOf(group, scale))
      .sort((a, b) => b.theme.count - a.theme.count || a.theme.label.localeCompare(b.theme.label));
    const chosen: Theme[] = [];
    const usedWords = new Set<string>();
    for (const { theme, words } of ranked) {
      if (chosen.length === limit) break;
      if (words.some((word) => usedWords.has(word))) continue;
      words.forEach((word) => usedWords.add(word));
      chosen.push(theme);
    }
    return chosen;
  }

  /** Heads merged with their other spellings, under the commonest one. */
  private groups(): Map<string, ThemeGroup> {
    const students = new Map([...this.heads].map(([head, m]) => [head, m.texts.size] as const));
    const spellingOf = spellingGroups(students);
    const groups = new Map<string, ThemeGroup>();
    for (const [head, mentions] of this.heads) {
      const canonical = spellingOf.get(head) ?? head;
      const group = groups.get(canonical) ?? {
        head: canonical,
        ...newMentions(),
        phrases: new Map(),
      };
      groups.set(canonical, group);
      merge(group, mentions);
      for (const [key, phrase] of mentions.phrases) {
        const known = group.phrases.get(key) ?? newMentions();
        group.phrases.set(key, known);
        merge(known, phrase);
      }
    }
    return groups;
  }

  private themeOf(group: ThemeGroup, scale: number): { theme: Theme; words: string[] } {
    let labelKey = '';
    let label: Mentions = group;
    for (const [key, phrase] of group.phrases) {
      const longer = key.split(' ').length > (labelKey ? labelKey.split(' ').length : 0);
      if (phrase.texts.size >= LONGER_LABEL_SHARE * group.texts.size && longer) {
        [labelKey, label] = [key, phrase];
      }
    }
    const headSpellings = [...group.spellings].sort((a, b) => b[1] - a[1]).map(([s]) => s);
    const labelText = commonest(label.spellings);
    const matches = [...new Set([labelText, ...headSpellings])].slice(0, MAX_MATCHES);
    return {
      theme: {
        label: labelText,
        count: Math.round(group.texts.size * scale),
        texts: [...group.texts].sort((a, b) => a - b),
        matches: matches.sort((a, b) => b.length - a.length),
      },
      words: [...(labelKey ? labelKey.split(' ') : []), group.head],
    };
  }
}
