// The academic year calls: everyone's list; staff's create, edit and delete, and opening or
// closing a year's survey window at the server's present moment.
import {
  ACADEMIC_YEAR_ROUTES,
  fillRoute,
  type AcademicYearInput,
  type ListedAcademicYear,
} from '../contracts';
import { httpClient } from './http-client';
import { getAheadOrNow } from './requests-ahead';
import { data, forceParams } from './response-data';

const postNow = (route: string, id: number) =>
  data(httpClient.post<ListedAcademicYear>(fillRoute(route, { id })));

export const academicYearApi = {
  /** A public list a page may have had requested ahead (requests-ahead.ts). */
  list: () => data(getAheadOrNow<ListedAcademicYear[]>(ACADEMIC_YEAR_ROUTES.list)),
  create: (input: AcademicYearInput) =>
    data(httpClient.post<ListedAcademicYear>(ACADEMIC_YEAR_ROUTES.create, input)),
  edit: (id: number, input: AcademicYearInput) =>
    data(
      httpClient.put<ListedAcademicYear>(fillRoute(ACADEMIC_YEAR_ROUTES.edit, { id }), {
        id,
        ...input,
      }),
    ),
  delete: (id: number, options: { force?: boolean } = {}) =>
    data(
      httpClient.delete<void>(fillRoute(ACADEMIC_YEAR_ROUTES.delete, { id }), {
        params: forceParams(options.force),
      }),
    ),
  openNow: (id: number) => postNow(ACADEMIC_YEAR_ROUTES.openNow, id),
  closeNow: (id: number) => postNow(ACADEMIC_YEAR_ROUTES.closeNow, id),
};
