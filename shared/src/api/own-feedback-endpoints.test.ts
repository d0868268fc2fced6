import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { httpClient } from './http-client';
import { ownFeedbackApi } from './own-feedback-endpoints';

describe('own feedback endpoints', () => {
  const original = httpClient.defaults.adapter;
  afterEach(() => void (httpClient.defaults.adapter = original));

  it('lists, edits and withdraws at the addresses of the entry', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    httpClient.defaults.adapter = async (config) => {
      seen.push(config);
      return { data: [], status: 200, statusText: 'OK', headers: {}, config };
    };
    await ownFeedbackApi.list();
    const payload = {
      academicYear: 1,
      module: 2,
      materialRating: 3,
      materialFeedback: null,
      assessmentRating: null,
      assessmentFeedback: null,
      lecturerRating: null,
      lecturerFeedback: null,
    };
    await ownFeedbackApi.edit(7, payload);
    await ownFeedbackApi.withdraw(7);
    expect(seen.map((config) => [config.method, httpClient.getUri(config)])).toEqual([
      ['get', '/api/feedbacks/mine/'],
      ['put', '/api/feedbacks/mine/7/'],
      ['delete', '/api/feedbacks/mine/7/'],
    ]);
    expect(JSON.parse(seen[1]!.data as string)).toEqual(payload);
  });
});
