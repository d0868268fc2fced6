// The moderation calls: a student's report, and the staff queue, audit and actions (on a whole
// entry or on one of its texts).
import {
  MODERATION_ROUTES,
  type Aspect,
  fillRoute,
  type ModerationAction,
  type ModerationQueueEntry,
  type NewReportPayload,
} from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

const post = (route: string, id: number) => data(httpClient.post<void>(fillRoute(route, { id })));
const postText = (route: string, id: number, aspect: Aspect) =>
  data(httpClient.post<void>(fillRoute(route, { id, aspect })));

export const moderationApi = {
  /** A signed-in student reports a published entry (once per entry). */
  report: (id: number, payload: NewReportPayload) =>
    data(httpClient.post<unknown>(fillRoute(MODERATION_ROUTES.report, { id }), payload)),
  queue: () => data(httpClient.get<ModerationQueueEntry[]>(MODERATION_ROUTES.queue)),
  actions: () => data(httpClient.get<ModerationAction[]>(MODERATION_ROUTES.actions)),
  hide: (id: number) => post(MODERATION_ROUTES.hide, id),
  unhide: (id: number) => post(MODERATION_ROUTES.unhide, id),
  dismiss: (id: number) => post(MODERATION_ROUTES.dismiss, id),
  hideText: (id: number, aspect: Aspect) => postText(MODERATION_ROUTES.hideText, id, aspect),
  unhideText: (id: number, aspect: Aspect) => postText(MODERATION_ROUTES.unhideText, id, aspect),
};
