// How a theme's label is written: each word as most students wrote it where their capitals mean
// something ('NP-completeness', 'Moodle', 'SPSS'), and the label starts with a capital, as a
// person would write a heading (sentence case). Capitals mean nothing in a SHOUTED or Title Case
// sentence, nor when only a sentence's first letter is one ('Lab sheets were long').
import type { TokenizedText } from './nlp';
import { isShouted, isTitleCased } from './presentation';
import { toUnit } from './units';

const WORD = /[\p{L}\p{N}]+/gu;
const ONLY_FIRST_LETTER_CAPITAL = /^\p{Lu}[^\p{Lu}]*$/u;

const capitals = (word: string) => word.replace(/[^\p{Lu}]/gu, '').length;

export class WrittenCasing {
  /** Per word in lower case, how often each written form was used. */
  private readonly forms = new Map<string, Map<string, number>>();

  /** Reads how a text writes its words. */
  add({ text, sentences }: TokenizedText): void {
    for (const tokens of sentences) {
      const unit = toUnit(text, tokens);
      if (!unit || isShouted(unit.text) || isTitleCased(unit)) continue;
      let first = true;
      for (const token of tokens) {
        if (token.type !== 'word') continue;
        const written = text.slice(token.start, token.end);
        const sentenceCapital = first && ONLY_FIRST_LETTER_CAPITAL.test(written);
        first = false;
        if (!sentenceCapital) for (const [word] of written.matchAll(WORD)) this.count(word);
      }
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
