// Which app a helper arranges data on: the journeys' shared app (global setup) unless a
// journey passes the app it launched itself (its address, where its mail lands, its staff).
import { inject } from 'vitest';
import type { Credentials } from '@module-feedback/test-support/accounts';

export interface AppUnderTest {
  baseUrl: string;
  /** Where every mail it sends lands, as .eml files. */
  mailDir: string;
  /** Its staff account. */
  staff: Credentials;
}

export const sharedApp = (): AppUnderTest => ({
  baseUrl: inject('baseUrl'),
  mailDir: inject('mailDir'),
  staff: inject('staffCredentials'),
});
