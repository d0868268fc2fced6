// POST /api/accounts/verify-email/ (follow the mailed link) and …/verify-email/resend/
// (signed in: mail the link again, a few times per quarter of an hour at most).
import { ACCOUNT_MESSAGES, ACCOUNT_ROUTES } from '@module-feedback/shared/contracts';
import { emailVerificationSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { useSingleUseToken } from '../auth/single-use-tokens';
import type { AppContext } from '../context';
import type { AuthGuards } from '../http/auth-guards';
import { HttpError, badRequest } from '../http/errors';
import { answerForCallerOnly } from '../http/private-responses';
import { markEmailVerified, verificationMail } from './email-verification';

export async function emailVerificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { verificationResend } = ctx.config.mailRateLimits;
  const { signup } = ctx.config.rateLimits;
  const checkResendLimit = app.createRateLimit({
    max: verificationResend.max,
    timeWindow: verificationResend.windowMs,
    keyGenerator: (request: FastifyRequest) => `verification-resend|${request.caller?.id}`,
  });

  api.post(
    ACCOUNT_ROUTES.verifyEmail,
    {
      onRequest: answerForCallerOnly,
      schema: { body: emailVerificationSchema },
      // Tokens cannot be guessed; this only bounds the database work one client can cause.
      config: { rateLimit: { max: signup.max, timeWindow: signup.windowMs } },
    },
    async (request) => {
      const userId = await useSingleUseToken(ctx.db, 'verify-email', request.body.token);
      if (userId === undefined) throw badRequest(ACCOUNT_MESSAGES.verificationLinkInvalid);
      await markEmailVerified(ctx, userId);
      return { message: ACCOUNT_MESSAGES.emailVerified };
    },
  );

  api.post(
    ACCOUNT_ROUTES.resendVerification,
    { onRequest: guards.requireStudent },
    async (request, reply) => {
      const caller = request.caller!;
      if (caller.emailVerified) return { message: ACCOUNT_MESSAGES.emailVerified };
      const limit = await checkResendLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, ACCOUNT_MESSAGES.tooManyRequests);
      }
      ctx.mailer.sendLater(() => verificationMail(ctx, caller.id));
      return reply.code(202).send({ message: ACCOUNT_MESSAGES.verificationResent });
    },
  );
}
