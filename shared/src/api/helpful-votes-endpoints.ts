// The helpful-vote calls of a signed-in student: mark a review, take the mark back, and read
// their own marks (the counts come with the module's feedback list).
import {
  fillRoute,
  HELPFUL_VOTE_ROUTES,
  type Aspect,
  type HelpfulVoteState,
  type OwnHelpfulVotes,
} from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

const votePath = (feedbackId: number, aspect: Aspect) =>
  fillRoute(HELPFUL_VOTE_ROUTES.vote, { id: feedbackId, aspect });

export const helpfulVoteApi = {
  mark: (feedbackId: number, aspect: Aspect) =>
    data(httpClient.put<HelpfulVoteState>(votePath(feedbackId, aspect))),
  unmark: (feedbackId: number, aspect: Aspect) =>
    data(httpClient.delete<HelpfulVoteState>(votePath(feedbackId, aspect))),
  mine: (moduleCode: string) =>
    data(httpClient.get<OwnHelpfulVotes>(fillRoute(HELPFUL_VOTE_ROUTES.mine, { moduleCode }))),
};
