// A module's year's answers to the extra questions, for everyone: the median hours per week
// and how many would recommend it, each with how many answered, or that nobody did.
import {
  EXTRA_QUESTION_TEXTS,
  LoadFailure,
  Loading,
  hoursPerWeekText,
  useServerData,
  wouldRecommendText,
  extraQuestionApi,
} from '@module-feedback/shared';
import { useCallback } from 'react';

interface ExtraQuestionFiguresProps {
  moduleCode: string;
  /** The academic year's value (2025 for 2025/26). */
  year: number;
}

const WHAT = 'the workload and recommendation figures';

export function ExtraQuestionFigures({ moduleCode, year }: ExtraQuestionFiguresProps) {
  const figures = useServerData(
    useCallback(() => extraQuestionApi.figures(moduleCode, year), [moduleCode, year]),
  );
  return (
    <section className="mr-extra" aria-labelledby="extra-questions-title">
      <h3 id="extra-questions-title" className="mr-extra__title">
        {EXTRA_QUESTION_TEXTS.title}
      </h3>
      {figures.status === 'loading' && <Loading what={WHAT} />}
      {figures.status === 'failed' && (
        <LoadFailure what={WHAT} reason={figures.reason} onRetry={figures.retry} />
      )}
      {figures.status === 'ready' && (
        <ul className="mr-extra__figures">
          <li>{hoursPerWeekText(figures.data.hoursPerWeek)}</li>
          <li>{wouldRecommendText(figures.data.wouldRecommend)}</li>
        </ul>
      )}
    </section>
  );
}
