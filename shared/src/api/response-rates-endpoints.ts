// The staff calls of response rates and reminders.
import {
  RESPONSE_RATE_ROUTES,
  fillRoute,
  type ResponseRates,
  type SentReminders,
} from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const responseRateApi = {
  rates: (year: number) =>
    data(httpClient.get<ResponseRates>(fillRoute(RESPONSE_RATE_ROUTES.rates, { year }))),
  /** Sends the reminders students are still owed (at most two per module's year). */
  sendReminders: (year: number) =>
    data(httpClient.post<SentReminders>(fillRoute(RESPONSE_RATE_ROUTES.sendReminders, { year }))),
};
