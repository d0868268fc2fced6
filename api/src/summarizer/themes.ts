// Themes are the things students wrote about (noun phrases such as 'lab sheets'), counted once per
// student and only when at least two raised them. 'example', 'examples' and 'worked examples' are
// one theme (same head noun, by lemma), and so are spellings of one word ('excercises'). Labels
// are phrases students actually wrote, in their most common spelling, never with a judgement in
// them ('good slides' is about slides).
import { capitalsMeanSomething, WrittenCasing } from './label-casing';
import { tagAlone, type Token, type TokenizedText } from './nlp';
import { headAt, modifierStarts, ofPhraseEnd, onlyDescribes } from './noun-phrases';
import { spellingGroups } from './spellings';

export interface Theme {
  label: string;
  /** How many students raised it. */
  count: number;
  /** Which texts raise it (their positions in the input). */
  texts: number[];
  /** The words as students wrote them, lower case, longest first: what to highlight. */
  matches: string[];
}

/** A longer phrase ('lab sheets') names a theme when at least this share of its students used it. */
const LONGER_LABEL_SHARE = 0.6;
/**
 * A single word names a theme only when no longer phrase of it is this common: 'depth of
 * coverage' says more than 'depth'. Two students at least, so it is never one student's phrase.
 */
const SPECIFIC_LABEL_SHARE = 1 / 3;
const MAX_MATCHES = 12;
const ARTICLES = new Set(['the', 'a', 'an']);

interface Mentions {
  texts: Set<number>;
  /** Spellings as written (lower case) and how often each was used. */
  spellings: Map<string, number>;
}

interface HeadMentions extends Mentions {
  /** The texts that name it as a thing, not only to describe ('relevant to industry'). */
  namedBy: Set<number>;
  /** Phrases ending at this head, keyed by their modifiers' lemmas ('lab' for 'lab sheets'). */
  phrases: Map<string, Mentions>;
  /** The articles written right before the bare head ('the' in 'the brief'), and how often. */
  articles: Map<string, number>;
}

const newMentions = (): Mentions => ({ texts: new Set(), spellings: new Map() });
const newHeadMentions = (): HeadMentions => ({
  ...newMentions(),
  namedBy: new Set(),
  phrases: new Map(),
  articles: new Map(),
});

function count(counts: Map<string, number>, key: string, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

function mention(mentions: Mentions, text: number, spelling: string): void {
  mentions.texts.add(text);
  count(mentions.spellings, spelling);
}

function mentionPhrase(
  mentions: HeadMentions,
  key: string,
  text: number,
  words: readonly Token[],
): void {
  const known = mentions.phrases.get(key) ?? newMentions();
  mentions.phrases.set(key, known);
  mention(known, text, spellingOf(words));
}

function merge(into: Mentions, from: Mentions): void {
  for (const text of from.texts) into.texts.add(text);
  for (const [spelling, times] of from.spellings) count(into.spellings, spelling, times);
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

/** Words as written, lower case, a space between words ('np-completeness' stays joined). */
function spellingOf(tokens: readonly Token[]): string {
  return tokens
    .map((t, k) => (k > 0 && !touches(tokens[k - 1], t) ? ' ' : '') + t.value.toLowerCase())
    .join('');
}

interface ThemeGroup extends HeadMentions {
  head: string;
}

/** The content words of a phrase's words beside its head, as lemmas: 'lab' in 'the lab sheets'. */
const keyOf = (tokens: readonly Token[]) =>
  tokens
    .filter((t) => t.type === 'word' && !t.stopWord)
    .map((t) => t.lemma)
    .join(' ');

/** The words a phrase key names: 'of coverage' names 'coverage'. */
const wordsOfKey = (key: string) => key.split(' ').filter((word) => word && word !== 'of');

export class ThemeCounter {
  private readonly heads = new Map<string, HeadMentions>();
  private readonly casing = new WrittenCasing();

  /** Adds one student's text, given as its position in the input and its sentences. */
  add(text: number, tokenized: TokenizedText): void {
    for (const tokens of tokenized.sentences) {
      let capitalsMean: boolean | undefined;
      for (let i = 0; i < tokens.length; i++) {
        const head = headAt(tokens, i);
        if (!head) continue;
        const modifiers = modifierStarts(tokens, head.start);
        const mentions = this.heads.get(head.key) ?? newHeadMentions();
        this.heads.set(head.key, mentions);
        if (!onlyDescribes(tokens, modifiers.at(-1) ?? head.start, i)) mentions.namedBy.add(text);
        mention(mentions, text, spellingOf(tokens.slice(head.start, i + 1)));
        const article = tokens[head.start - 1]?.value ?? '';
        if (ARTICLES.has(article)) count(mentions.articles, article);
        // Each phrase length counts: 'sheets', 'lab sheets', 'weekly lab sheets'.
        for (const first of modifiers) {
          const key = keyOf(tokens.slice(first, head.start));
          mentionPhrase(mentions, key, text, tokens.slice(first, i + 1));
        }
        const end = ofPhraseEnd(tokens, i);
        if (end !== undefined) {
          const key = `of ${keyOf(tokens.slice(i + 2, end))}`;
          mentionPhrase(mentions, key, text, tokens.slice(head.start, end));
        }
        capitalsMean ??= capitalsMeanSomething(tokenized.text, tokens);
        if (capitalsMean)
          this.casing.add(tokenized.text, tokens, modifiers.at(-1) ?? head.start, end ?? i + 1);
      }
    }
  }

  /**
   * The most raised themes, at most `limit`, each raised by at least `minStudents` students;
   * counts multiplied by `scale` when the texts were a sample. A theme sharing a word with a more
   * raised one ('moodle page' after 'moodle') would mostly count the same students twice, so it
   * is left out; so is a noun no student names as a thing ('relevant to industry' is a quality).
   */
  top(limit: number, minStudents: number, scale = 1): Theme[] {
    const ranked = [...this.groups().values()]
      .filter((group) => group.texts.size >= minStudents && group.namedBy.size > 0)
      .map((group) => ({ group, ...this.labelOf(group) }))
      .sort((a, b) => b.group.texts.size - a.group.texts.size || a.phrase.localeCompare(b.phrase));
    const chosen: Theme[] = [];
    const usedWords = new Set<string>();
    for (const { group, phrase, key } of ranked) {
      if (chosen.length === limit) break;
      const words = [...wordsOfKey(key), group.head];
      if (words.some((word) => usedWords.has(word))) continue;
      words.forEach((word) => usedWords.add(word));
      chosen.push(this.themeOf(group, phrase, key, scale));
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
      const group = groups.get(canonical) ?? { head: canonical, ...newHeadMentions() };
      groups.set(canonical, group);
      merge(group, mentions);
      for (const text of mentions.namedBy) group.namedBy.add(text);
      for (const [article, times] of mentions.articles) count(group.articles, article, times);
      for (const [key, phrase] of mentions.phrases) {
        const known = group.phrases.get(key) ?? newMentions();
        group.phrases.set(key, known);
        merge(known, phrase);
      }
    }
    return groups;
  }

  /**
   * The longest phrase most of the theme's students used; else, rather than a single word, the
   * phrase the most of them used when that is a good share; else the head noun alone. Its key and
   * how it is written (lower case).
   */
  private labelOf(group: ThemeGroup): { key: string; phrase: string } {
    const students = group.texts.size;
    const phrases = [...group.phrases].map(([key, mentions]) => ({
      key,
      mentions,
      words: wordsOfKey(key).length,
      students: mentions.texts.size,
    }));
    const common = phrases
      .filter((phrase) => phrase.students >= LONGER_LABEL_SHARE * students)
      .sort((a, b) => b.words - a.words || b.students - a.students)[0];
    const specific = phrases
      .filter((phrase) => phrase.students >= Math.max(2, SPECIFIC_LABEL_SHARE * students))
      .sort((a, b) => b.students - a.students || b.words - a.words)[0];
    const label = common ?? specific ?? { key: '', mentions: group };
    return { key: label.key, phrase: commonest(label.mentions.spellings) };
  }

  private themeOf(group: ThemeGroup, phrase: string, key: string, scale: number): Theme {
    const headSpellings = [...group.spellings].sort((a, b) => b[1] - a[1]).map(([s]) => s);
    const matches = [...new Set([phrase, ...headSpellings])].slice(0, MAX_MATCHES);
    // 'Brief' alone reads as an adjective; 'The brief', as students wrote it, is the thing.
    const article = key === '' && tagAlone(phrase) === 'ADJ' && commonest(group.articles);
    return {
      label: this.casing.label(article ? `${article} ${phrase}` : phrase),
      count: Math.round(group.texts.size * scale),
      texts: [...group.texts].sort((a, b) => a - b),
      matches: matches.sort((a, b) => b.length - a.length),
    };
  }
}
