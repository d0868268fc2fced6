// The signed-in student's own feedback: list, edit and withdraw.
import {
  OWN_FEEDBACK_ROUTES,
  ownFeedbackPath,
  type NewFeedbackPayload,
  type OwnFeedback,
} from '../contracts';
import { httpClient } from './http-client';

export const ownFeedbackApi = {
  /** Newest academic year first. */
  list: async () => (await httpClient.get<OwnFeedback[]>(OWN_FEEDBACK_ROUTES.list)).data,
  /** The payload is the one of submitting; its module and academic year must stay the same. */
  edit: async (id: number, payload: NewFeedbackPayload) =>
    (await httpClient.put<OwnFeedback>(ownFeedbackPath(id), payload)).data,
  withdraw: async (id: number) => {
    await httpClient.delete<void>(ownFeedbackPath(id));
  },
};
