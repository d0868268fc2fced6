// Loads what the form offers: the modules and the academic years.
import { useCallback, useEffect, useState } from 'react';
import { api, describeApiError, type AcademicYear, type Module } from '@module-feedback/shared';

export type FeedbackOptions =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; modules: Module[]; years: AcademicYear[] };

export function useFeedbackOptions(): { options: FeedbackOptions; retry: () => void } {
  const [options, setOptions] = useState<FeedbackOptions>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([api.modules(), api.academicYears()]).then(
      ([modules, years]) => current && setOptions({ status: 'ready', modules, years }),
      (error: unknown) =>
        current && setOptions({ status: 'failed', message: describeApiError(error).message }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setOptions({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { options, retry };
}
