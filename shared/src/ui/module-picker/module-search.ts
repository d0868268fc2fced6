// The one way a module is searched for, wherever there is a search (the pickers, the
// navbar and home page search, the results overview): every word typed must occur in the
// module's code, its title or a lecturer's name, ignoring case and accents ("hughes" and
// "Hughès"; "etude" and "Étude").
import type { Module } from '../../contracts';
import { foldText } from '../../contracts/folded-text';
import { parseLecturerNames } from '../../contracts/lecturer-list';

/** What a search looks at; a module without known lecturers matches by code and title. */
export type SearchableModule = Pick<Module, 'code' | 'title'> & {
  lecturersNames?: string | null;
};

/** How a module is named in pickers and lists: "CS3002 – Machine Learning". */
export const moduleLabel = (module: Pick<Module, 'code' | 'title'>): string =>
  `${module.code} – ${module.title}`;

const searchWords = (query: string) => foldText(query).split(/\s+/u).filter(Boolean);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether `word` occurs in `text` at the start of one of its words. */
function startsAWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !LETTER_OR_DIGIT.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/**
 * How well one typed word fits, best (lowest) first: the start of the code, the start of a
 * title word, the start of a lecturer's name part, anywhere in them; undefined for nowhere.
 */
function fitOf(module: SearchableModule, word: string): number | undefined {
  const code = foldText(module.code);
  const title = foldText(module.title);
  const lecturers = foldText(module.lecturersNames ?? '');
  if (code.startsWith(word)) return 0;
  if (startsAWord(title, word)) return 1;
  if (startsAWord(lecturers, word)) return 2;
  if (code.includes(word) || title.includes(word) || lecturers.includes(word)) return 3;
  return undefined;
}

/** How well the whole query fits (lower is better); undefined when a word is found nowhere. */
function fitOfQuery(module: SearchableModule, words: readonly string[]): number | undefined {
  let total = 0;
  for (const word of words) {
    const fit = fitOf(module, word);
    if (fit === undefined) return undefined;
    total += fit;
  }
  return total;
}

/** Whether every word of the query is in the module's code, title or lecturers' names. */
export function moduleMatches(module: SearchableModule, query: string): boolean {
  return fitOfQuery(module, searchWords(query)) !== undefined;
}

/**
 * The modules the query matches, best match first (a code or a word that starts with what
 * was typed before a match inside a word), otherwise in the order given; all of them for an
 * empty query. Modules that carry `lecturersNames` are found by them too.
 */
export function matchingModules<M extends Pick<Module, 'code' | 'title'>>(
  modules: readonly M[],
  query: string,
): M[] {
  const words = searchWords(query);
  if (words.length === 0) return [...modules];
  return modules
    .map((module) => ({ module, fit: fitOfQuery(module, words) }))
    .filter((found): found is { module: M; fit: number } => found.fit !== undefined)
    .sort((a, b) => a.fit - b.fit)
    .map(({ module }) => module);
}

/**
 * The lecturers whose names hold a word of the query that the code and title do not: why
 * a module matched, to show beside it ("Dr Ana Núñez" for "nunez").
 */
export function lecturersMatching(module: SearchableModule, query: string): string[] {
  const codeAndTitle = foldText(`${module.code} ${module.title}`);
  const words = searchWords(query).filter((word) => !codeAndTitle.includes(word));
  if (words.length === 0) return [];
  return parseLecturerNames(module.lecturersNames).filter((name) => {
    const folded = foldText(name);
    return words.some((word) => folded.includes(word));
  });
}
