// npm run create-staff -- --username U --password P [--email E]
// Non-interactive and idempotent: afterwards U is a staff account with password P (and
// email E when given), whether or not it existed before.
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema, usernameSchema } from '@module-feedback/shared/schemas';
import type { z } from 'zod';
import { createAccount, emailKey, usernameKey } from '../users/accounts';
import { UsageError, runCommand } from './runtime';

const USAGE = 'usage: npm run create-staff -- --username U --password P [--email E]';

function check<T>(schema: z.ZodType<T>, value: string | undefined, name: string): T {
  if (value === undefined) throw new UsageError(`--${name} is required.\n${USAGE}`);
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new UsageError(`--${name}: ${result.error.issues.map((i) => i.message).join(' ')}`);
  }
  return result.data;
}

await runCommand('create-staff', async ({ connection: { db }, passwords }) => {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        email: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const username = check(usernameSchema, values.username, 'username');
  const password = check(passwordSchema, values.password, 'password');
  const email = values.email === undefined ? null : check(emailSchema, values.email, 'email');
  const passwordHash = await passwords.hash(password);

  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  if (!existing) {
    await createAccount(db, { username, email, passwordHash, isStaff: true });
    console.log(`create-staff: created staff account "${username}".`);
    return;
  }
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      is_staff: 1,
      student_id: null,
      ...(email === null ? {} : { email, email_key: emailKey(email) }),
    })
    .where('id', '=', existing.id)
    .execute();
  console.log(`create-staff: "${username}" exists; it is staff now and has the given password.`);
});
