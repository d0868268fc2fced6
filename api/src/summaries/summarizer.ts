// Placeholder with the final interface: the summaries issue replaces the body with an
// extractive summarizer. Callers depend only on `summarize`.
import type { SummaryTheme } from '@module-feedback/shared/contracts';

export interface SummaryOptions {
  /** How many sentences the summary may have at most. */
  sentences?: number;
  /** How many themes to report at most. */
  themes?: number;
}

export interface Summary {
  summary: string;
  themes: SummaryTheme[];
}

export function summarize(texts: readonly string[], options: SummaryOptions = {}): Summary {
  const nonEmpty = texts.map((t) => t.trim()).filter((t) => t.length > 0);
  return { summary: nonEmpty.slice(0, options.sentences ?? 3).join(' '), themes: [] };
}
