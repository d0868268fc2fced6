// Proving an email address. A local sign-up's address is the account's only once its owner
// follows the mailed link: until then it claims nothing (email_key stays null), so nobody can
// take an address by signing up with it first. When the address already belongs to another
// account, its owner is told that someone tried, and the new account never gets it.
import { ACCOUNT_MESSAGES, EMAIL_VERIFICATION_LINK_HOURS } from '@module-feedback/shared/contracts';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { nowIso } from '../db/values';
import { conflict } from '../http/errors';
import { issueSingleUseToken } from '../auth/single-use-tokens';
import type { Mail } from '../mail/templates';
import { emailKey } from './accounts';

const LINK_LIFETIME_MS = EMAIL_VERIFICATION_LINK_HOURS * 60 * 60 * 1000;

/**
 * The mail that proves the account's address: its link, or, when a proven account already
 * has the address, a word to that account's owner. Nothing for a proven or address-less account.
 */
export async function verificationMail(ctx: AppContext, userId: number): Promise<Mail | undefined> {
  const account = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account?.email || account.email_verified_at !== null) return undefined;
  const owner = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', emailKey(account.email))
    .executeTakeFirst();
  if (owner) {
    return {
      to: account.email,
      purpose: 'email-taken',
      data: { attemptedUsername: account.username },
    };
  }
  const token = await issueSingleUseToken(ctx.db, 'verify-email', account.id, LINK_LIFETIME_MS);
  return {
    to: account.email,
    purpose: 'verify-email',
    data: { username: account.username, token },
  };
}

/**
 * Makes the address the account's. Refused when another account proved it meanwhile (the
 * unique email_key decides, also between two links followed at once).
 */
export async function markEmailVerified(ctx: AppContext, userId: number): Promise<void> {
  const account = await ctx.db
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account?.email || account.email_verified_at !== null) return;
  try {
    await ctx.db
      .updateTable('users')
      .set({ email_key: emailKey(account.email), email_verified_at: nowIso() })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTakenMeanwhile);
    throw error;
  }
}
