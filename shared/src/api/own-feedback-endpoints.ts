// The signed-in student's own feedback: list, edit and withdraw.
import {
  fillRoute,
  OWN_FEEDBACK_ROUTES,
  type NewFeedbackPayload,
  type OwnFeedback,
} from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

const entryPath = (id: number) => fillRoute(OWN_FEEDBACK_ROUTES.entry, { id });

export const ownFeedbackApi = {
  /** Newest academic year first. */
  list: () => data(httpClient.get<OwnFeedback[]>(OWN_FEEDBACK_ROUTES.list)),
  /** The payload is the one of submitting; its module and academic year must stay the same. */
  edit: (id: number, payload: NewFeedbackPayload) =>
    data(httpClient.put<OwnFeedback>(entryPath(id), payload)),
  withdraw: async (id: number) => {
    await httpClient.delete<void>(entryPath(id));
  },
};
