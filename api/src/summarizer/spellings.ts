// Which words are spellings of one another, so a theme counts 'organisation' with 'organization'
// and 'excercises' with 'exercises'. Two rules:
// - British and American endings (-our/-or, -ise/-ize, -tre/-ter, -mme/-m, -ogue/-og) are one word;
// - a rarer word one typo away from a word at least twice as common is that word's misspelling,
//   where a typo is a letter added, dropped or two neighbours swapped (not a letter replaced:
//   'content' and 'context', 'notes' and 'nodes' are different words), in words of 5+ letters.
// Linear: each word is compared only with words sharing one of its one-letter deletions (a few
// dozen keys per word), and only with the commonest word under each key.

const MIN_TYPO_LETTERS = 5;
/** Longer words are left as written: deletions of a long word would cost more than they find. */
const MAX_TYPO_LETTERS = 24;
const COMMONER_FACTOR = 2;

const REGIONAL_ENDINGS: Array<[RegExp, string]> = [
  [/isation$/, 'ization'],
  [/ise$/, 'ize'],
  [/ising$/, 'izing'],
  [/our$/, 'or'],
  [/tre$/, 'ter'],
  [/mme$/, 'm'],
  [/ogue$/, 'og'],
];

/** One spelling for British and American forms; hyphens dropped ('hand-out' = 'handout'). */
export function regionalKey(word: string): string {
  let key = word.replace(/-/g, '');
  for (const [ending, replacement] of REGIONAL_ENDINGS) key = key.replace(ending, replacement);
  return key;
}

function deletions(word: string): string[] {
  return Array.from(word, (_, at) => word.slice(0, at) + word.slice(at + 1));
}

/** The shorter word is the longer with one letter dropped. */
function dropsOneLetter(longer: string, shorter: string): boolean {
  let at = 0;
  while (at < shorter.length && longer[at] === shorter[at]) at++;
  return longer.slice(at + 1) === shorter.slice(at);
}

/** Same letters with two neighbours swapped. */
function swapsNeighbours(a: string, b: string): boolean {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return (
    at + 1 < a.length &&
    a[at] === b[at + 1] &&
    a[at + 1] === b[at] &&
    a.slice(at + 2) === b.slice(at + 2)
  );
}

function oneTypoApart(a: string, b: string): boolean {
  if (a.length === b.length + 1) return dropsOneLetter(a, b);
  if (b.length === a.length + 1) return dropsOneLetter(b, a);
  return a.length === b.length && swapsNeighbours(a, b);
}

/**
 * Maps every word to the word it is a spelling of (itself when none). `students` says how many
 * students wrote each word.
 */
export function spellingGroups(students: ReadonlyMap<string, number>): Map<string, string> {
  const canonical = new Map<string, string>();
  const countOf = (word: string) => students.get(word) ?? 0;

  // Regional spellings: the commonest form of each key stands for the others.
  const byRegion = new Map<string, string>();
  for (const word of students.keys()) {
    const key = regionalKey(word);
    const known = byRegion.get(key);
    if (!known || countOf(word) > countOf(known)) byRegion.set(key, word);
  }
  for (const word of students.keys()) canonical.set(word, byRegion.get(regionalKey(word))!);
  const totals = new Map<string, number>();
  for (const [word, target] of canonical)
    totals.set(target, (totals.get(target) ?? 0) + countOf(word));

  // Typos: under each deletion key (and each word as its own key), the commonest word.
  const commonest = new Map<string, string>();
  const consider = (key: string, word: string) => {
    const known = commonest.get(key);
    if (!known || totals.get(word)! > totals.get(known)!) commonest.set(key, word);
  };
  const typoCandidates = [...totals.keys()].filter(
    (word) => word.length >= MIN_TYPO_LETTERS && word.length <= MAX_TYPO_LETTERS,
  );
  const keysOf = (word: string) => [word, ...deletions(word)];
  for (const word of typoCandidates) for (const key of keysOf(word)) consider(key, word);
  const typoTarget = new Map<string, string>();
  for (const word of typoCandidates) {
    const count = totals.get(word)!;
    const target = keysOf(word)
      .map((key) => commonest.get(key)!)
      .find(
        (common) =>
          common !== word &&
          totals.get(common)! >= COMMONER_FACTOR * count &&
          oneTypoApart(word, common),
      );
    if (target) typoTarget.set(word, target);
  }
  for (const [word, target] of canonical) {
    canonical.set(word, typoTarget.get(target) ?? target);
  }
  return canonical;
}
