// The feedback calls: a module's published entries, submitting one, and staff's list of every
// entry and deleting one. A student's own entries are ./own-feedback-endpoints.
import {
  FEEDBACK_ROUTES,
  fillRoute,
  type Feedback,
  type FeedbackListQuery,
  type FeedbackPage,
  type NewFeedbackPayload,
} from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const feedbackApi = {
  /** Every entry of every year, or of one year with `{ year }`. */
  ofModule: (moduleCode: string, query: Pick<FeedbackListQuery, 'year'> = {}) =>
    data(
      httpClient.get<Feedback[]>(fillRoute(FEEDBACK_ROUTES.ofModule, { moduleCode }), {
        params: query,
      }),
    ),
  /** One page of the entries (of one year with `year`); `page` counts from 1. */
  pageOfModule: (
    moduleCode: string,
    query: FeedbackListQuery & { page: number },
  ): Promise<FeedbackPage> =>
    data(
      httpClient.get<FeedbackPage>(fillRoute(FEEDBACK_ROUTES.ofModule, { moduleCode }), {
        params: query,
      }),
    ),
  submit: (payload: NewFeedbackPayload) =>
    data(httpClient.post<Feedback>(FEEDBACK_ROUTES.submit, payload)),
  all: () => data(httpClient.get<Feedback[]>(FEEDBACK_ROUTES.all)),
  delete: (id: number) => data(httpClient.delete<void>(fillRoute(FEEDBACK_ROUTES.delete, { id }))),
};
