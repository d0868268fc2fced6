// A module's summary for one year, asked for again while the server says it is being updated
// (it lacks the newest feedback, such as the entry a student has just submitted), so the page
// shows the current one by itself. Meanwhile the summary it has stays in view.
import {
  useServerData,
  type ServerData,
  type SummaryResponse,
  summaryApi,
} from '@module-feedback/shared';
import { useCallback, useEffect, useState } from 'react';

/** A summary takes a second or two to make; the asks space out, and stop after about two minutes. */
const FIRST_DELAY_MS = 1_500;
const MAX_DELAY_MS = 15_000;
const MAX_ASKS = 15;

const delayBefore = (ask: number) => Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** ask);

export function useCurrentSummary(code: string, year: number): ServerData<SummaryResponse> {
  const load = useCallback(() => summaryApi.ofModuleYear(code, year), [code, year]);
  const summary = useServerData(load);
  const [asked, setAsked] = useState({ load, count: 0 });
  const count = asked.load === load ? asked.count : 0;
  const updating = summary.status === 'ready' && summary.data.updating === true;
  const { retry } = summary;

  useEffect(() => {
    if (!updating || count >= MAX_ASKS) return;
    const timer = setTimeout(() => {
      setAsked({ load, count: count + 1 });
      retry();
    }, delayBefore(count));
    return () => clearTimeout(timer);
  }, [updating, count, load, retry]);

  if (summary.status === 'loading' && summary.previous !== undefined) {
    return { status: 'ready', data: summary.previous, retry };
  }
  return summary;
}
