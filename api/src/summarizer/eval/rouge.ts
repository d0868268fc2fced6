// ROUGE F1 scores via js-rouge, compared case-insensitively on words (punctuation and emoji ignored,
// no stemming), so scores reflect wording rather than formatting.
import { l as rougeL, n as rougeN } from 'js-rouge';

export interface RougeScores {
  rouge1: number;
  rouge2: number;
  rougeL: number;
}

const WORD = /[\p{L}\p{N}]+(?:'\p{L}+)?/gu;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export function rouge(candidate: string, reference: string): RougeScores {
  if (words(candidate).length === 0 || words(reference).length === 0) {
    return { rouge1: 0, rouge2: 0, rougeL: 0 };
  }
  const options = { caseSensitive: false, tokenizer: words };
  return {
    rouge1: rougeN(candidate, reference, { ...options, n: 1 }),
    rouge2: rougeN(candidate, reference, { ...options, n: 2 }),
    rougeL: rougeL(candidate, reference, options),
  };
}
