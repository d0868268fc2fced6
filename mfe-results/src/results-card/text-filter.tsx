// Which written reviews a summary's theme or point stands for. Clicking one narrows the numbered
// list of reviews below it to those texts and highlights the matching words; the same click
// again, or 'Show all reviews', lifts the filter. Shared by the summary (which sets it) and the
// list (which follows it) of one aspect.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { WrittenReview } from './aspect-results';

export interface TextFilter {
  /** Tells filters apart: one per theme or point. */
  key: string;
  /** What the texts have in common, for the list's status line: 'mention “lab sheets”'. */
  description: string;
  feedbackIds: readonly number[];
  /** Words to highlight in those texts (lower case). */
  matches: readonly string[];
}

interface TextFilterState {
  filter: TextFilter | null;
  toggle(filter: TextFilter): void;
  clear(): void;
}

const TextFilterContext = createContext<TextFilterState>({
  filter: null,
  toggle: () => {},
  clear: () => {},
});

/** `texts` are the reviews being filtered: when they change (another year), the filter lifts. */
export function TextFilterProvider({
  texts,
  children,
}: {
  texts: readonly WrittenReview[];
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<{ texts: readonly WrittenReview[]; filter: TextFilter }>();
  const filter = chosen?.texts === texts ? chosen.filter : null;
  const state = useMemo<TextFilterState>(
    () => ({
      filter,
      toggle: (next) => setChosen(filter?.key === next.key ? undefined : { texts, filter: next }),
      clear: () => setChosen(undefined),
    }),
    [filter, texts],
  );
  return <TextFilterContext.Provider value={state}>{children}</TextFilterContext.Provider>;
}

export const useTextFilter = () => useContext(TextFilterContext);

/** The id of an aspect's list of reviews, which the summary's filters control. */
export const reviewsListId = (aspect: string) => `results-${aspect}-reviews-list`;
