// The staff calls of response rates and reminders.
import {
  RESPONSE_RATE_ROUTES,
  fillRoute,
  type ResponseRates,
  type SentReminders,
} from '../contracts';
import { httpClient } from './http-client';

export const responseRateApi = {
  rates: async (year: number) =>
    (await httpClient.get<ResponseRates>(fillRoute(RESPONSE_RATE_ROUTES.rates, { year }))).data,
  /** Sends the reminders students are still owed (at most two per module's year). */
  sendReminders: async (year: number) =>
    (await httpClient.post<SentReminders>(fillRoute(RESPONSE_RATE_ROUTES.sendReminders, { year })))
      .data,
};
