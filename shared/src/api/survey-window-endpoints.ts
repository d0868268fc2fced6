// Staff open or close an academic year's survey window at the server's present moment.
import { SURVEY_WINDOW_ROUTES, fillRoute, type ListedAcademicYear } from '../contracts';
import { httpClient } from './http-client';

const post = async (route: string, id: number) =>
  (await httpClient.post<ListedAcademicYear>(fillRoute(route, { id }))).data;

export const surveyWindowApi = {
  openNow: (id: number) => post(SURVEY_WINDOW_ROUTES.openNow, id),
  closeNow: (id: number) => post(SURVEY_WINDOW_ROUTES.closeNow, id),
};
