// Choosing a new password through a mailed link. Only a proven address receives one (an
// unproven address may not be the account holder's). An account that signs in only
// through the university has no password to reset: its owner is told so instead.
import { PASSWORD_RESET_LINK_MINUTES } from '@module-feedback/shared/contracts';
import type { AppContext } from '../context';
import type { Mail } from '../mail/templates';
import { NO_PASSWORD, emailKey } from '../users/accounts';
import { issueSingleUseToken } from './single-use-tokens';

const LINK_LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

/** The reset mail for the account that owns the address, if any. */
export async function passwordResetMail(ctx: AppContext, email: string): Promise<Mail | undefined> {
  const account = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'password_hash'])
    .where('email_key', '=', emailKey(email))
    .executeTakeFirst();
  if (!account?.email) return undefined;
  if (account.password_hash === NO_PASSWORD) {
    return {
      to: account.email,
      purpose: 'password-reset-sign-on-only',
      data: { username: account.username },
    };
  }
  const token = await issueSingleUseToken(ctx.db, 'reset-password', account.id, LINK_LIFETIME_MS);
  return {
    to: account.email,
    purpose: 'password-reset',
    data: { username: account.username, token },
  };
}

/** Sets the new password and ends every sign-in of the account, in one transaction. */
export async function replacePassword(ctx: AppContext, userId: number, passwordHash: string) {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('refresh_token_families').where('user_id', '=', userId).execute();
  });
}
