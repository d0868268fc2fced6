// Staff's user administration calls: list, create and delete accounts.
import { fillRoute, USER_ROUTES, type NewUserPayload, type UserRecord } from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const userApi = {
  list: () => data(httpClient.get<UserRecord[]>(USER_ROUTES.list)),
  create: (payload: NewUserPayload) =>
    data(httpClient.post<UserRecord>(USER_ROUTES.create, payload)),
  delete: (id: number) => data(httpClient.delete<void>(fillRoute(USER_ROUTES.delete, { id }))),
};
