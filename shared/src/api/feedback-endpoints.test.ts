import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { feedbackApi } from './feedback-endpoints';
import { httpClient } from './http-client';

/** Answers every request with `data` and remembers what would have gone on the wire. */
function answerWith(data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const original = httpClient.defaults.adapter;
  httpClient.defaults.adapter = async (config) => {
    seen.push(config);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { seen, restore: () => void (httpClient.defaults.adapter = original) };
}

describe('module feedback endpoints', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('asks for the whole list without a query, as the original call does', async () => {
    const wire = answerWith([]);
    restore = wire.restore;
    await feedbackApi.ofModule('COMP 1');
    expect(httpClient.getUri(wire.seen[0])).toBe('/api/feedback/COMP%201');
  });

  it('narrows to one year, and asks for a page', async () => {
    const wire = answerWith({ count: 0, page: 2, pageSize: 20, results: [] });
    restore = wire.restore;
    await feedbackApi.ofModule('COMP1', { year: 2025 });
    const page = await feedbackApi.pageOfModule('COMP1', { year: 2025, page: 2, pageSize: 20 });
    expect(httpClient.getUri(wire.seen[0])).toBe('/api/feedback/COMP1?year=2025');
    expect(httpClient.getUri(wire.seen[1])).toBe(
      '/api/feedback/COMP1?year=2025&page=2&pageSize=20',
    );
    expect(page).toEqual({ count: 0, page: 2, pageSize: 20, results: [] });
  });
});
