// The helpful votes of one module's page: the counts come with the feedback list; a signed-in
// student's own marks and entries are loaded beside it, and each mark or undo they make answers
// the review's new count, which replaces the listed one until the list is loaded again.
import {
  describeApiError,
  helpfulVoteApi,
  notify,
  useSession,
  type Aspect,
  type HelpfulVoteState,
  type OwnHelpfulVotes,
} from '@module-feedback/shared';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface ReviewVote {
  count: number;
  /** Null when the caller may not mark this review: a visitor, staff, or its author. */
  marked: boolean | null;
  /** A mark or undo is on its way. */
  sending: boolean;
  toggle(): void;
}

interface HelpfulVotes {
  voteOf(feedbackId: number, aspect: Aspect, listedCount: number): ReviewVote;
}

const reviewKey = (feedbackId: number, aspect: Aspect) => `${feedbackId}:${aspect}`;

const HelpfulVotesContext = createContext<HelpfulVotes>({
  voteOf: (_id, _aspect, count) => ({ count, marked: null, sending: false, toggle: () => {} }),
});

export function HelpfulVotesProvider({
  moduleCode,
  children,
}: {
  moduleCode: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  const student = user !== null && !user.is_staff;
  const [own, setOwn] = useState<OwnHelpfulVotes | null>(null);
  const [answered, setAnswered] = useState<ReadonlyMap<string, HelpfulVoteState>>(new Map());
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!student) return;
    let current = true;
    helpfulVoteApi.mine(moduleCode).then(
      (votes) => current && setOwn(votes),
      // Without their own marks the page still shows every count; it only offers no buttons.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [moduleCode, student]);

  const votes = useMemo<HelpfulVotes>(() => {
    const marked = new Set(own?.marked.map((vote) => reviewKey(vote.feedbackId, vote.aspect)));
    const ownEntries = new Set(own?.ownEntries);
    async function send(feedbackId: number, aspect: Aspect, mark: boolean) {
      const key = reviewKey(feedbackId, aspect);
      setSending((keys) => new Set(keys).add(key));
      try {
        const state = await (mark
          ? helpfulVoteApi.mark(feedbackId, aspect)
          : helpfulVoteApi.unmark(feedbackId, aspect));
        setAnswered((states) => new Map(states).set(key, state));
      } catch (error) {
        notify({ severity: 'error', summary: describeApiError(error).message });
      } finally {
        setSending((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }
    }
    return {
      voteOf(feedbackId, aspect, listedCount) {
        const key = reviewKey(feedbackId, aspect);
        const latest = answered.get(key);
        const isMarked = latest?.marked ?? marked.has(key);
        const mayVote = own !== null && !ownEntries.has(feedbackId);
        return {
          count: latest?.count ?? listedCount,
          marked: mayVote ? isMarked : null,
          sending: sending.has(key),
          // A second press while the first is on its way would only repeat it.
          toggle: () => {
            if (!sending.has(key)) void send(feedbackId, aspect, !isMarked);
          },
        };
      },
    };
  }, [own, answered, sending]);

  return <HelpfulVotesContext.Provider value={votes}>{children}</HelpfulVotesContext.Provider>;
}

export const useHelpfulVotes = () => useContext(HelpfulVotesContext);
