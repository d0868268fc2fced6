import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as VersionReports from './version-reports';

const ENTRY = 'http://localhost:3000/remotes/mfe-results/1.0.0-abc/remoteEntry.js';
const FOLDER = 'http://localhost:3000/remotes/mfe-results/1.0.0-abc/';

let reports: typeof VersionReports;
const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));

beforeEach(async () => {
  vi.useFakeTimers();
  window.localStorage.clear();
  vi.resetModules();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  reports = await import('./version-reports');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (sampleLoadsEvery: number) =>
  new Response(JSON.stringify({ counted: 1, sampleLoadsEvery }), {
    status: 202,
    headers: { 'content-type': 'application/json' },
  });
const refusal = (retryAfter: string) =>
  new Response(JSON.stringify({ message: 'Too many requests' }), {
    status: 429,
    headers: { 'retry-after': retryAfter },
  });

const sent = () =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [URL, RequestInit];
    return { url: String(url), init, body: JSON.parse(String(init.body)) };
  });

describe('version reports', () => {
  it('sends a load and its failure in one anonymous request a few seconds later', async () => {
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    reports.reportFailure('mfe_results', 'mount-error');
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS);
    expect(sent()).toEqual([
      {
        url: 'http://localhost:3000/api/remote-reports/',
        init: expect.objectContaining({ method: 'POST', credentials: 'omit', keepalive: true }),
        body: {
          reports: [
            { remote: 'mfe_results', version: '1.0.0-abc', event: 'load', count: 2 },
            { remote: 'mfe_results', version: '1.0.0-abc', event: 'mount-error', count: 1 },
          ],
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports nothing of a remote without a deployed version (an override)', async () => {
    reports.reportLoad('mfe_results', undefined, 'http://localhost:5174/remoteEntry.js');
    reports.reportFailure('mfe_results', 'load-failure');
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports uncaught errors thrown by a running remote’s code, not others, and sends when the page is left', () => {
    reports.listenForSectionErrors();
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    window.dispatchEvent(
      new ErrorEvent('error', { filename: `${FOLDER}assets/App-x1.js`, message: 'boom' }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', { filename: 'http://localhost:3000/assets/main.js', message: 'no' }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = Object.assign(new Error('later'), {
      stack: `Error: later\n    at load (${FOLDER}assets/chart-y2.js:1:9)`,
    });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()[0]!.body.reports).toEqual([
      { remote: 'mfe_results', version: '1.0.0-abc', event: 'load', count: 1 },
      { remote: 'mfe_results', version: '1.0.0-abc', event: 'uncaught-error', count: 2 },
    ]);
  });

  it('samples loads as the endpoint asks, weighted, and always sends failures', async () => {
    fetchMock.mockResolvedValueOnce(answer(4));
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS);
    expect(sent()).toHaveLength(1);

    // One load in four from now on: the chance decides, and a load sent stands for four.
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValueOnce(0.1).mockReturnValueOnce(0.6);
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    reports.reportFailure('mfe_results', 'mount-error');
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS);
    expect(sent()[1]!.body.reports).toEqual([
      { remote: 'mfe_results', version: '1.0.0-abc', event: 'load', count: 1, weight: 4 },
      { remote: 'mfe_results', version: '1.0.0-abc', event: 'mount-error', count: 1 },
    ]);

    // A load left out of the sample is not sent, but its failures are.
    random.mockReturnValueOnce(0.9);
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    reports.reportFailure('mfe_results', 'uncaught-error');
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS);
    expect(sent()[2]!.body.reports).toEqual([
      { remote: 'mfe_results', version: '1.0.0-abc', event: 'uncaught-error', count: 1 },
    ]);
  });

  it('sends nothing while the endpoint asks to wait, then what it refused and what came since', async () => {
    fetchMock.mockResolvedValueOnce(refusal('30'));
    reports.listenForSectionErrors();
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    reports.reportFailure('mfe_results', 'mount-error');
    window.dispatchEvent(new Event('pagehide'));
    // Thirty seconds from the refusal.
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent()[1]!.body.reports).toEqual([
      { remote: 'mfe_results', version: '1.0.0-abc', event: 'load', count: 1 },
      { remote: 'mfe_results', version: '1.0.0-abc', event: 'mount-error', count: 1 },
    ]);
  });

  it('keeps the wait and the sampling for the browser’s next page', async () => {
    fetchMock.mockResolvedValueOnce(refusal('30'));
    reports.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS);

    vi.resetModules();
    const nextPage = await import('./version-reports');
    vi.spyOn(Math, 'random').mockReturnValue(0.4);
    nextPage.reportLoad('mfe_results', '1.0.0-abc', ENTRY);
    await vi.advanceTimersByTimeAsync(reports.REPORT_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    // The first page sends what was refused; the next one, after a refusal, half as many
    // loads: one in two, each standing for two.
    expect(sent().map((request) => request.body.reports)).toEqual([
      [{ remote: 'mfe_results', version: '1.0.0-abc', event: 'load', count: 1 }],
      [{ remote: 'mfe_results', version: '1.0.0-abc', event: 'load', count: 1 }],
      [{ remote: 'mfe_results', version: '1.0.0-abc', event: 'load', count: 1, weight: 2 }],
    ]);
  });
});
