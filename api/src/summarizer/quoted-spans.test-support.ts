// Test support: checks that a summary only quotes the feedback. The summary's words are split,
// greedily, into the longest runs that occur word for word in one text; a faithful summary of N
// sentences needs at most N such runs.
const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function occursIn(run: readonly string[], text: readonly string[]): boolean {
  outer: for (let start = 0; start + run.length <= text.length; start++) {
    for (let i = 0; i < run.length; i++) if (text[start + i] !== run[i]) continue outer;
    return true;
  }
  return false;
}

/** The runs of the summary quoted from the texts, or undefined when some word is not quoted. */
export function quotedSpans(summary: string, texts: readonly string[]): string[][] | undefined {
  const sources = texts.map(words);
  const summaryWords = words(summary);
  const spans: string[][] = [];
  let start = 0;
  while (start < summaryWords.length) {
    let end = start;
    while (
      end < summaryWords.length &&
      sources.some((text) => occursIn(summaryWords.slice(start, end + 1), text))
    ) {
      end++;
    }
    if (end === start) return undefined;
    spans.push(summaryWords.slice(start, end));
    start = end;
  }
  return spans;
}
