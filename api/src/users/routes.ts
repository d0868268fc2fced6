// Signup (public) and the staff users admin: list, create, delete; editing is disabled.
import {
  API_ROUTES,
  MESSAGES,
  type ParsedNewAccount,
  type UserRecord,
} from '@module-feedback/shared/contracts';
import { newAccountSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { HttpError, MethodNotAllowedError, conflict, notFound } from '../http/errors';
import { idParams } from '../http/params';
import { answerForCallerOnly } from '../http/private-responses';
import type { AuthGuards } from '../http/auth-guards';
import { createAccount, listAccounts } from './accounts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { signup } = ctx.config.rateLimits;

  const createStudent = async ({ user }: ParsedNewAccount): Promise<UserRecord> =>
    createAccount(ctx.db, {
      username: user.username,
      email: user.email,
      passwordHash: await ctx.passwords.hash(user.password),
      isStaff: false,
    });

  // Anyone may sign up, so a refusal must not tell whether a username or an email is
  // registered: every clash gets the same answer, after the same work (one password hash
  // and one insert attempt) as an accepted sign-up.
  const signUpStudent = (input: ParsedNewAccount) =>
    createStudent(input).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 409) {
        throw conflict(MESSAGES.signupFailed);
      }
      throw error;
    });

  api.post(
    API_ROUTES.signup,
    {
      onRequest: answerForCallerOnly,
      schema: { body: newAccountSchema },
      config: { rateLimit: { max: signup.max, timeWindow: signup.windowMs } },
    },
    async (request, reply) => reply.code(201).send(await signUpStudent(request.body)),
  );

  // Staff see every account anyway, so their form is told which field clashed.
  api.post(
    API_ROUTES.newUser,
    { onRequest: guards.requireStaff, schema: { body: newAccountSchema } },
    async (request, reply) => reply.code(201).send(await createStudent(request.body)),
  );

  api.get(API_ROUTES.users, { onRequest: guards.requireStaff }, async (): Promise<UserRecord[]> =>
    listAccounts(ctx.db),
  );

  api.delete(
    API_ROUTES.deleteUser,
    { onRequest: guards.requireStaff, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.caller?.id) {
        throw conflict('You cannot delete your own account while signed in with it.');
      }
      // Their feedback stays, detached (ON DELETE SET NULL); their refresh tokens go with them.
      const result = await ctx.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      if (result.numDeletedRows === 0n) throw notFound('User not found.');
      return reply.code(204).send();
    },
  );

  api.put(
    API_ROUTES.editUser,
    { onRequest: guards.requireStaff, schema: { params: idParams } },
    // The path is declared for the client, but no method on it does anything: Allow is empty.
    async () => {
      throw new MethodNotAllowedError([], 'Users cannot be edited.');
    },
  );
}
