// The account an identity provider's subject signs in to. The first sign-in creates it:
// a username from the provider's claims (made unique), the address when it is free, the
// student number and staff role from the configured claims, and no password (NO_PASSWORD).
// Later sign-ins find it by (issuer, subject) and follow a changed staff role.
import { USERNAME_MAX_LENGTH } from '@module-feedback/shared/contracts';
import { emailSchema, usernameSchema } from '@module-feedback/shared/schemas';
import type { Kysely } from 'kysely';
import type { SingleSignOnSettings } from '../config';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { nowIso, readFlag } from '../db/values';
import { HttpError } from '../http/errors';
import {
  ACCOUNT_COLUMNS,
  NO_PASSWORD,
  createAccount,
  findAccountById,
  type AccountRow,
} from '../users/accounts';

export type Claims = Record<string, unknown>;

const MAX_STUDENT_NUMBER = 2_147_483_647;
const USERNAME_TRIES = 20;

/** The configured staff claim's verdict: true, false, or undefined when none is configured. */
export function staffByClaims(claims: Claims, settings: SingleSignOnSettings): boolean | undefined {
  if (!settings.staffClaim) return undefined;
  const value = claims[settings.staffClaim];
  const wanted = settings.staffValue;
  if (value === true) return true;
  if (Array.isArray(value)) return value.includes(wanted);
  if (typeof value === 'string') return value.split(/[\s,]+/).includes(wanted);
  return false;
}

function studentNumber(claims: Claims, settings: SingleSignOnSettings): number | undefined {
  if (!settings.studentNumberClaim) return undefined;
  const value = String(claims[settings.studentNumberClaim] ?? '').trim();
  const number = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return number > 0 && number <= MAX_STUDENT_NUMBER ? number : undefined;
}

/** A valid username from the claims: preferred_username, else the address before its @. */
function baseUsername(claims: Claims): string {
  const email = typeof claims.email === 'string' ? claims.email : '';
  for (const candidate of [claims.preferred_username, email.split('@')[0], claims.name]) {
    if (typeof candidate !== 'string') continue;
    const cleaned = candidate.normalize('NFKC').replace(/[^\p{L}\p{N}@.+\-_]/gu, '');
    const parsed = usernameSchema.safeParse(cleaned.slice(0, USERNAME_MAX_LENGTH - 4));
    if (parsed.success) return parsed.data;
  }
  return 'student';
}

/** The provider's address, when it says it is verified (or says nothing) and it is valid. */
function providedEmail(claims: Claims): string | null {
  if (claims.email_verified === false) return null;
  const parsed = emailSchema.safeParse(claims.email);
  return parsed.success ? parsed.data : null;
}

async function linkedAccount(db: Kysely<Database>, issuer: string, subject: string) {
  return db
    .selectFrom('sign_on_identities as i')
    .innerJoin('users', 'users.id', 'i.user_id')
    .select(ACCOUNT_COLUMNS.map((column) => `users.${column}` as const))
    .where('i.issuer', '=', issuer)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
}

/** Creates the account and its link in one transaction; undefined when another sign-in linked first. */
async function createLinkedAccount(
  ctx: AppContext,
  subject: string,
  claims: Claims,
): Promise<number | undefined> {
  const settings = ctx.config.singleSignOn!;
  const base = baseUsername(claims);
  let email = providedEmail(claims);
  for (let attempt = 1; attempt <= USERNAME_TRIES;) {
    const username = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const account = await createAccount(trx, {
          username,
          email,
          passwordHash: NO_PASSWORD,
          isStaff: staffByClaims(claims, settings) ?? false,
          emailVerified: true,
          studentId: studentNumber(claims, settings),
        });
        await trx
          .insertInto('sign_on_identities')
          .values({
            issuer: settings.issuer,
            subject,
            user_id: account.id,
            created_at: nowIso(),
          })
          .execute();
        return account.id;
      });
    } catch (error) {
      if (error instanceof HttpError && error.fields?.['user.email']) {
        // The address belongs to another account: this one goes without.
        email = null;
        continue;
      }
      if (error instanceof HttpError && error.statusCode === 409) {
        attempt += 1;
        continue;
      }
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }
  throw new Error(`no free username like "${base}"`);
}

export async function signOnAccount(
  ctx: AppContext,
  subject: string,
  claims: Claims,
): Promise<AccountRow> {
  const settings = ctx.config.singleSignOn!;
  const linked = await linkedAccount(ctx.db, settings.issuer, subject);
  if (linked) {
    const staff = staffByClaims(claims, settings);
    if (staff === undefined || staff === readFlag(linked.is_staff)) return linked;
    await ctx.db
      .updateTable('users')
      .set({ is_staff: staff ? 1 : 0 })
      .where('id', '=', linked.id)
      .execute();
    return { ...linked, is_staff: staff ? 1 : 0 };
  }
  const created = await createLinkedAccount(ctx, subject, claims);
  const account =
    created === undefined
      ? await linkedAccount(ctx.db, settings.issuer, subject)
      : await findAccountById(ctx.db, created);
  if (!account) throw new Error('the signed-on account vanished');
  return account;
}
