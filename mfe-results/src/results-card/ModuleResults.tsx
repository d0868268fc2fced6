import {
  aspectTrend,
  LoadFailure,
  Loading,
  useServerData,
  type Aspect,
  type Module,
  feedbackApi,
} from '@module-feedback/shared';
import { useCallback, useMemo } from 'react';
import { AspectTrendChart } from '../charts/AspectTrendChart';
import { YearComparison } from '../compare/YearComparison';
import { HelpfulVotesProvider } from './helpful-votes';
import { ResultsCard } from './ResultsCard';
import { useCurrentSummary } from './use-current-summary';

interface ModuleResultsProps {
  module: Module;
  year: number;
  aspects: readonly Aspect[];
  /** Staff or a leader of this module: offered the "You said, we did" form. */
  canReply?: boolean;
}

/**
 * Loads a module's feedback (all years) and the chosen year's summary (asked for again while
 * it is being updated), and shows them.
 * The parent remounts it when the user signs in or out, because the server's answer
 * (lecturer fields) depends on who asks.
 */
export function ModuleResults({ module, year, aspects, canReply = false }: ModuleResultsProps) {
  const { code } = module;
  const feedback = useServerData(useCallback(() => feedbackApi.ofModule(code), [code]));
  const summary = useCurrentSummary(code, year);
  const everyYear = feedback.status === 'ready' ? feedback.data : null;
  const trend = useMemo(() => aspectTrend(everyYear ?? [], aspects), [everyYear, aspects]);

  if (feedback.status === 'loading') return <Loading what="the feedback" />;
  if (feedback.status === 'failed') {
    return (
      <LoadFailure
        what="the feedback for this module"
        reason={feedback.reason}
        onRetry={feedback.retry}
      />
    );
  }
  return (
    <HelpfulVotesProvider moduleCode={code}>
      <ResultsCard
        module={module}
        year={year}
        feedback={feedback.data}
        summary={summary}
        aspects={aspects}
        canReply={canReply}
      />
      <AspectTrendChart trend={trend} />
      <YearComparison feedback={feedback.data} year={year} aspects={aspects} />
    </HelpfulVotesProvider>
  );
}
