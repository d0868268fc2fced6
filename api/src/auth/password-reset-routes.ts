// POST /api/accounts/password-reset/ ({ email }: the same answer for any address, at once;
// the mail follows) and …/password-reset/confirm/ ({ token, password }: the link's token
// works once, for 30 minutes). Requests are limited per client address and per email.
import { ACCOUNT_MESSAGES, ACCOUNT_ROUTES } from '@module-feedback/shared/contracts';
import {
  PASSWORD_TOO_SIMILAR,
  isPasswordTooSimilar,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@module-feedback/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { HttpError, badRequest } from '../http/errors';
import { answerForCallerOnly } from '../http/private-responses';
import { emailKey, findAccountById } from '../users/accounts';
import { passwordResetMail, replacePassword } from './password-reset';
import { peekSingleUseToken, useSingleUseToken } from './single-use-tokens';

export async function passwordResetRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { passwordResetPerAddress, passwordResetPerEmail } = ctx.config.mailRateLimits;
  const checkEmailLimit = app.createRateLimit({
    max: passwordResetPerEmail.max,
    timeWindow: passwordResetPerEmail.windowMs,
    keyGenerator: (request: FastifyRequest) =>
      `password-reset|${emailKey((request.body as { email: string }).email)}`,
  });
  const perAddress = {
    rateLimit: { max: passwordResetPerAddress.max, timeWindow: passwordResetPerAddress.windowMs },
  };

  api.post(
    ACCOUNT_ROUTES.passwordReset,
    {
      onRequest: answerForCallerOnly,
      schema: { body: passwordResetRequestSchema },
      config: perAddress,
    },
    async (request, reply) => {
      const limit = await checkEmailLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, ACCOUNT_MESSAGES.tooManyRequests);
      }
      const { email } = request.body;
      ctx.mailer.sendLater(() => passwordResetMail(ctx, email));
      return reply.code(202).send({ message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  api.post(
    ACCOUNT_ROUTES.passwordResetConfirm,
    { onRequest: answerForCallerOnly, schema: { body: passwordResetSchema }, config: perAddress },
    async (request) => {
      const { token, password } = request.body;
      const userId = await peekSingleUseToken(ctx.db, 'reset-password', token);
      const account = userId === undefined ? undefined : await findAccountById(ctx.db, userId);
      if (!account) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
      // Sign-up's rules: the schema checked the rest; this one needs the account.
      if (isPasswordTooSimilar(password, account.username)) {
        throw badRequest(PASSWORD_TOO_SIMILAR, { password: PASSWORD_TOO_SIMILAR });
      }
      const passwordHash = await ctx.passwords.hash(password);
      // Used only now, so a refused password leaves the link working; two forms sent at
      // once race here and one of them is told the link was used.
      if ((await useSingleUseToken(ctx.db, 'reset-password', token)) !== account.id) {
        throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
      }
      await replacePassword(ctx, account.id, passwordHash);
      return { message: ACCOUNT_MESSAGES.passwordWasReset };
    },
  );
}
