// What route modules and commands share: configuration, the database and the auth services.
import type { Kysely } from 'kysely';
import type { PasswordHasher } from './auth/passwords';
import type { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { SummaryService } from './feedback-summaries/summary-service';
import type { Mailer } from './mail/mailer';
import type { ResponseCache } from './response-cache/response-cache';

export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  tokens: TokenService;
  passwords: PasswordHasher;
  /** Public list responses, revalidated against the data revision (re-read every few ms). */
  responses: ResponseCache;
  /** Feedback summaries, made in worker threads and cached in the database. */
  summaries: SummaryService;
  /** Mail to people: through SMTP_URL, or into the outbox folder. */
  mailer: Mailer;
}
