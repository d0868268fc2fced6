// One typed function per API call. Remotes call these instead of building URLs.
import {
  API_ROUTES,
  apiPath,
  type AcademicYearInput,
  type ListedAcademicYear,
  type AuthTokens,
  type Feedback,
  type FeedbackListQuery,
  type FeedbackPage,
  type LoginPayload,
  type Module,
  type ModuleInput,
  type NewFeedbackPayload,
  type NewUserPayload,
  type SignupPayload,
  type SummaryResponse,
  type UserRecord,
} from '../contracts';
import { httpClient } from './http-client';
import { getAheadOrNow } from './requests-ahead';

const data = async <T>(request: Promise<{ data: T }>): Promise<T> => (await request).data;

/** `?force=true` asks the server to delete a module or year together with its feedback. */
const forceParams = (force: boolean | undefined) => (force ? { force: 'true' } : undefined);

export const api = {
  obtainTokens: (payload: LoginPayload) =>
    data(httpClient.post<AuthTokens | null>(API_ROUTES.token, payload)),
  refreshTokens: (refresh: string) =>
    httpClient.post<AuthTokens>(API_ROUTES.tokenRefresh, { refresh }),
  revokeTokens: (refresh: string) =>
    data(httpClient.post<void>(API_ROUTES.tokenRevoke, { refresh })),
  signup: (payload: SignupPayload) => data(httpClient.post<unknown>(API_ROUTES.signup, payload)),

  // The public lists a page may have had requested ahead (requests-ahead.ts).
  modules: () => data(getAheadOrNow<Module[]>(API_ROUTES.modules)),
  academicYears: () => data(getAheadOrNow<ListedAcademicYear[]>(API_ROUTES.academicYears)),
  /** Every entry of every year, or of one year with `{ year }`. */
  moduleFeedback: (moduleCode: string, query: Pick<FeedbackListQuery, 'year'> = {}) =>
    data(
      httpClient.get<Feedback[]>(apiPath(API_ROUTES.moduleFeedback, { moduleCode }), {
        params: query,
      }),
    ),
  /** One page of the entries (of one year with `year`); `page` counts from 1. */
  moduleFeedbackPage: (
    moduleCode: string,
    query: FeedbackListQuery & { page: number },
  ): Promise<FeedbackPage> =>
    data(
      httpClient.get<FeedbackPage>(apiPath(API_ROUTES.moduleFeedback, { moduleCode }), {
        params: query,
      }),
    ),
  summary: (moduleCode: string, year: number) =>
    data(httpClient.get<SummaryResponse>(apiPath(API_ROUTES.summary, { moduleCode, year }))),
  submitFeedback: (payload: NewFeedbackPayload) =>
    data(httpClient.post<Feedback>(API_ROUTES.newFeedback, payload)),

  allFeedback: () => data(httpClient.get<Feedback[]>(API_ROUTES.allFeedback)),
  deleteFeedback: (id: number) =>
    data(httpClient.delete<void>(apiPath(API_ROUTES.deleteFeedback, { id }))),

  createYear: (input: AcademicYearInput) =>
    data(httpClient.post<ListedAcademicYear>(API_ROUTES.newYear, input)),
  editYear: (id: number, input: AcademicYearInput) =>
    data(
      httpClient.put<ListedAcademicYear>(apiPath(API_ROUTES.editYear, { id }), { id, ...input }),
    ),
  deleteYear: (id: number, options: { force?: boolean } = {}) =>
    data(
      httpClient.delete<void>(apiPath(API_ROUTES.deleteYear, { id }), {
        params: forceParams(options.force),
      }),
    ),

  createModule: (input: ModuleInput) => data(httpClient.post<Module>(API_ROUTES.newModule, input)),
  editModule: (id: number, input: ModuleInput) =>
    data(httpClient.put<Module>(apiPath(API_ROUTES.editModule, { id }), { id, ...input })),
  deleteModule: (id: number, options: { force?: boolean } = {}) =>
    data(
      httpClient.delete<void>(apiPath(API_ROUTES.deleteModule, { id }), {
        params: forceParams(options.force),
      }),
    ),

  users: () => data(httpClient.get<UserRecord[]>(API_ROUTES.users)),
  createUser: (payload: NewUserPayload) =>
    data(httpClient.post<UserRecord>(API_ROUTES.newUser, payload)),
  deleteUser: (id: number) => data(httpClient.delete<void>(apiPath(API_ROUTES.deleteUser, { id }))),
};
