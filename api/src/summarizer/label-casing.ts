// How a theme's label is written: each word as most students wrote it where their capitals mean
// something ('NP-completeness', 'Moodle', 'SPSS'), and the label starts with a capital, as a
// person would write a heading (sentence case). Capitals mean nothing in a SHOUTED or Title Case
// sentence, nor when only a sentence's first letter is one ('Lab sheets were long').
import type { Token } from './nlp';
import { isShouted, isTitleCased } from './presentation';
import { isContentWord } from './terms';

const WORD = /[\p{L}\p{N}]+/gu;
const ONLY_FIRST_LETTER_CAPITAL = /^\p{Lu}[^\p{Lu}]*$/u;

const capitals = (word: string) => word.replace(/[^\p{Lu}]/gu, '').length;

/** Whether a sentence's capitals are its writer's choice: it is neither SHOUTED nor Title Case. */
export function capitalsMeanSomething(text: string, sentence: readonly Token[]): boolean {
  const [first, last] = [sentence[0], sentence[sentence.length - 1]];
  if (!first || !last) return false;
  return (
    !isShouted(text.slice(first.start, last.end)) &&
    !isTitleCased({ source: text, tokens: sentence })
  );
}

export class WrittenCasing {
  /** Per word in lower case, how often each written form was used. */
  private readonly forms = new Map<string, Map<string, number>>();

  /**
   * Reads how a sentence whose capitals mean something writes its words from `from` to
   * `to` (exclusive): those of a phrase a label can be.
   */
  add(text: string, sentence: readonly Token[], from: number, to: number): void {
    const firstWord = sentence.find((token) => token.type === 'word');
    for (const token of sentence.slice(from, to)) {
      if (!isContentWord(token)) continue;
      const written = text.slice(token.start, token.end);
      if (token === firstWord && ONLY_FIRST_LETTER_CAPITAL.test(written)) continue;
      this.count(written);
    }
  }

  /** A lower-case phrase written as students write its words, starting with a capital. */
  label(phrase: string): string {
    const written = phrase.replace(WORD, (word) => this.commonestForm(word));
    return written.charAt(0).toUpperCase() + written.slice(1);
  }

  private count(word: string): void {
    const lower = word.toLowerCase();
    const forms = this.forms.get(lower) ?? new Map<string, number>();
    this.forms.set(lower, forms);
    forms.set(word, (forms.get(word) ?? 0) + 1);
  }

  /** On a tie the form with fewer capitals wins: a stray capital is likelier than a lost one. */
  private commonestForm(word: string): string {
    let best = word;
    let bestCount = 0;
    for (const [form, count] of this.forms.get(word) ?? []) {
      const better = count > bestCount || (count === bestCount && capitals(form) < capitals(best));
      if (better) [best, bestCount] = [form, count];
    }
    return best;
  }
}
