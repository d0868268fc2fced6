// POST /api/accounts/token/ (sign in), …/token/refresh/ and …/token/revoke/ (sign out).
// None reads the Authorization header: the client sends its (possibly expired) access
// token along, and the refresh token in the body is what names the sign-in.
import { type AuthTokens, ACCOUNT_ROUTES } from '@module-feedback/shared/contracts';
import { loginSchema, refreshSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { HttpError, unauthorized } from '../http/errors';
import { answerForCallerOnly } from '../http/private-responses';
import { ACCOUNT_COLUMNS, NO_PASSWORD, usernameKey } from '../users/accounts';
import {
  endRefreshFamily,
  pruneExpiredRefreshTokens,
  rotateRefreshToken,
  startRefreshFamily,
} from './refresh-families';

const BAD_CREDENTIALS = 'No active account found with the given credentials.';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { loginPerAccount, loginPerAddress, refresh } = ctx.config.rateLimits;
  const checkAccountLimit = app.createRateLimit({
    max: loginPerAccount.max,
    timeWindow: loginPerAccount.windowMs,
    keyGenerator: (request: FastifyRequest) =>
      `${request.ip}|${usernameKey((request.body as { username: string }).username)}`,
  });

  api.post(
    ACCOUNT_ROUTES.token,
    {
      onRequest: answerForCallerOnly,
      schema: { body: loginSchema },
      config: { rateLimit: { max: loginPerAddress.max, timeWindow: loginPerAddress.windowMs } },
    },
    async (request): Promise<AuthTokens> => {
      const limit = await checkAccountLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, 'Too many login attempts. Please wait a minute and try again.');
      }
      const { username, password } = request.body;
      const account = await ctx.db
        .selectFrom('users')
        .select([...ACCOUNT_COLUMNS, 'password_hash'])
        .where('username_key', '=', usernameKey(username))
        .executeTakeFirst();
      // An account of the university's sign-on has no password: refused like an unknown one.
      if (!account || account.password_hash === NO_PASSWORD) {
        await ctx.passwords.verifyNothing(password);
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (!(await ctx.passwords.verify(account.password_hash, password))) {
        throw unauthorized(BAD_CREDENTIALS);
      }
      await pruneExpiredRefreshTokens(ctx);
      return startRefreshFamily(ctx, account);
    },
  );

  api.post(
    ACCOUNT_ROUTES.tokenRefresh,
    {
      onRequest: answerForCallerOnly,
      schema: { body: refreshSchema },
      config: { rateLimit: { max: refresh.max, timeWindow: refresh.windowMs } },
    },
    async (request): Promise<AuthTokens> =>
      rotateRefreshToken(ctx, request.body.refresh, request.log),
  );

  api.post(
    ACCOUNT_ROUTES.tokenRevoke,
    {
      onRequest: answerForCallerOnly,
      schema: { body: refreshSchema },
      config: { rateLimit: { max: refresh.max, timeWindow: refresh.windowMs } },
    },
    async (request, reply) => {
      await endRefreshFamily(ctx, request.body.refresh);
      return reply.code(204).send();
    },
  );
}
