// The module calls: everyone's list, staff's create, edit and delete.
import { fillRoute, MODULE_ROUTES, type Module, type ModuleInput } from '../contracts';
import { httpClient } from './http-client';
import { getAheadOrNow } from './requests-ahead';
import { data, forceParams } from './response-data';

export const moduleApi = {
  /** A public list a page may have had requested ahead (requests-ahead.ts). */
  list: () => data(getAheadOrNow<Module[]>(MODULE_ROUTES.list)),
  create: (input: ModuleInput) => data(httpClient.post<Module>(MODULE_ROUTES.create, input)),
  edit: (id: number, input: ModuleInput) =>
    data(httpClient.put<Module>(fillRoute(MODULE_ROUTES.edit, { id }), { id, ...input })),
  delete: (id: number, options: { force?: boolean } = {}) =>
    data(
      httpClient.delete<void>(fillRoute(MODULE_ROUTES.delete, { id }), {
        params: forceParams(options.force),
      }),
    ),
};
