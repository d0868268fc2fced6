// Signup (public) and the staff users admin: list, create, delete; editing is disabled.
// Accounts staff create are vouched for: their address counts as proven.
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  isAllowedEmailDomain,
  type ParsedNewAccount,
  type UserRecord,
  ACCOUNT_ROUTES,
  USER_ROUTES,
} from '@module-feedback/shared/contracts';
import { newAccountSchema, staffUserQuerySchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import {
  HttpError,
  MethodNotAllowedError,
  badRequest,
  conflict,
  forbidden,
  notFound,
} from '../http/errors';
import { idParams } from '../http/params';
import { answerForCallerOnly } from '../http/private-responses';
import type { AuthGuards } from '../http/auth-guards';
import { createAccount } from './accounts';
import { everyAccount, staffUserPage } from './staff-list';
import { asksForPage } from '../http/list-pages';
import { sendCached } from '../response-cache/response-cache';
import { verificationMail } from './email-verification';

export async function userRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { signup } = ctx.config.rateLimits;

  const createStudent = async (
    { user }: ParsedNewAccount,
    emailVerified: boolean,
  ): Promise<UserRecord> =>
    createAccount(ctx.db, {
      username: user.username,
      email: user.email,
      passwordHash: await ctx.passwords.hash(user.password),
      isStaff: false,
      emailVerified,
    });

  const { local: localSignup, allowedEmailDomains } = ctx.config.signup;

  // Anyone may sign up, so the answer must not tell whether an email is registered. The
  // address is not the account's until proven (email-verification.ts), so a taken address
  // makes no difference to the account created or to the answer; the mail that follows,
  // sent after the answer, is a link for a free address and a word to the owner for a
  // taken one. A taken username is refused (whoever picks one must be told to pick
  // another), with the spec's message, after the same work as an accepted sign-up (one
  // password hash and one insert attempt).
  const signUpStudent = async (input: ParsedNewAccount) => {
    if (!localSignup) {
      throw forbidden(
        ctx.config.singleSignOn
          ? ACCOUNT_MESSAGES.localSignupOff
          : ACCOUNT_MESSAGES.localSignupOffNoSignOn,
      );
    }
    if (!isAllowedEmailDomain(input.user.email, allowedEmailDomains)) {
      const message = ACCOUNT_MESSAGES.emailDomainNotAllowed(allowedEmailDomains);
      throw badRequest(message, { 'user.email': message });
    }
    const record = await createStudent(input, false).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 409) {
        throw conflict(MESSAGES.signupFailed);
      }
      throw error;
    });
    ctx.mailer.sendLater(() => verificationMail(ctx, record.id));
    return record;
  };

  api.post(
    ACCOUNT_ROUTES.signup,
    {
      onRequest: answerForCallerOnly,
      schema: { body: newAccountSchema },
      config: { rateLimit: { max: signup.max, timeWindow: signup.windowMs } },
    },
    async (request, reply) => reply.code(201).send(await signUpStudent(request.body)),
  );

  // Staff see every account anyway, so their form is told which field clashed.
  api.post(
    USER_ROUTES.create,
    { onRequest: guards.requireStaff, schema: { body: newAccountSchema } },
    async (request, reply) => reply.code(201).send(await createStudent(request.body, true)),
  );

  api.get(
    USER_ROUTES.list,
    { onRequest: guards.requireStaff, schema: { querystring: staffUserQuerySchema } },
    async (request, reply) => {
      if (asksForPage(request.query)) return staffUserPage(ctx.db, request.query);
      const body = await ctx.responses.body('staff-users', (shows) => everyAccount(ctx.db, shows));
      return sendCached(request, reply, body);
    },
  );

  api.delete(
    USER_ROUTES.delete,
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
    USER_ROUTES.edit,
    { onRequest: guards.requireStaff, schema: { params: idParams } },
    // The path is declared for the client, but no method on it does anything: Allow is empty.
    async () => {
      throw new MethodNotAllowedError([], 'Users cannot be edited.');
    },
  );
}
