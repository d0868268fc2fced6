// Staff's "Send reminders now" for an academic year, the opt-out link of the mails, and the
// periodic check each instance runs (REMINDER_CHECK_MINUTES). The check of several instances
// and staff clicks may overlap: the claims (claims.ts) keep each round to one mail.
import {
  OPT_OUT_MESSAGES,
  RESPONSE_RATE_ROUTES,
  SURVEY_WINDOW_TEXTS,
  type SentReminders,
} from '@module-feedback/shared/contracts';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { yearParams } from '../academic-years/lookup';
import type { AuthGuards } from '../http/auth-guards';
import { conflict, notFound } from '../http/errors';
import { runEvery } from '../http/run-every';
import { productName } from '../mail/sender';
import { isOptOutToken, optOut } from './opt-out';
import {
  claimYear,
  reminderYearByValue,
  sendDueReminders,
  type ReminderDependencies,
} from './send';

/** The query of the opt-out link; anything else is refused by the same page. */
const optOutQuery = z.object({ user: z.string().optional(), token: z.string().optional() });

/** As the mails' own button looks, and big enough to press on a phone. */
const BUTTON_STYLE =
  'font: inherit; padding: 0.6rem 1rem; min-height: 2.75rem; border: 0; border-radius: 6px; background: #1d4ed8; color: #ffffff; cursor: pointer;';

/**
 * The small page the opt-out link answers; with `button`, a form that posts back to the same
 * address (its query is the link's).
 */
function page(title: string, message: string, button?: string) {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 36rem; margin: 2rem auto; padding: 0 1rem;">',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    ...(button
      ? [
          `<form method="post"><button type="submit" style="${BUTTON_STYLE}">${escapeHtml(button)}</button></form>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
}

export async function reminderRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: ReminderDependencies = {
    db: ctx.db,
    dialect: ctx.dialect,
    mailer: ctx.mailer,
    secret: ctx.config.jwtSecret,
    log: app.log,
  };

  api.post(
    RESPONSE_RATE_ROUTES.sendReminders,
    { onRequest: guards.requireStaff, schema: { params: yearParams } },
    async (request): Promise<SentReminders> => {
      const found = await reminderYearByValue(ctx.db, request.params.year);
      if (!found) throw notFound('Academic year not found.');
      const { year, state } = found;
      if (state !== 'open') {
        throw conflict(
          `${state === 'upcoming' ? SURVEY_WINDOW_TEXTS.notOpenYet(year.year) : SURVEY_WINDOW_TEXTS.closed(year.year)} No reminders are sent.`,
        );
      }
      const claim = await claimYear(deps, year, 'next');
      // The answer says what was claimed; the mails follow in the background (the mailer's
      // close waits for them), so a large year never holds the request.
      ctx.mailer.sendLater(async () => {
        await claim.deliver();
        return undefined;
      });
      return claim.count;
    },
  );

  const title = `Reminders – ${productName(ctx.config)}`;
  /** The account a signed opt-out link names; undefined for a forged or incomplete one. */
  const optOutUser = ({ user, token }: z.infer<typeof optOutQuery>) => {
    const userId = user !== undefined && /^\d{1,10}$/.test(user) ? Number(user) : undefined;
    return userId !== undefined &&
      token !== undefined &&
      isOptOutToken(ctx.config.jwtSecret, userId, token)
      ? userId
      : undefined;
  };

  // Opening the link only asks: mail scanners and link previews open every link in a mail.
  api.get(
    RESPONSE_RATE_ROUTES.optOut,
    { schema: { querystring: optOutQuery } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (optOutUser(request.query) === undefined) {
        return reply.code(400).send(page(title, OPT_OUT_MESSAGES.refused));
      }
      return reply.send(page(title, OPT_OUT_MESSAGES.confirm, OPT_OUT_MESSAGES.stop));
    },
  );

  // The page's button, and a mail program's one-click unsubscribe (RFC 8058), post here. Its
  // own scope reads a form body (whose content does not matter) for these posts only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        RESPONSE_RATE_ROUTES.optOut,
        { schema: { querystring: optOutQuery } },
        async (request, reply) => {
          reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
          const userId = optOutUser(request.query);
          if (userId === undefined) {
            return reply.code(400).send(page(title, OPT_OUT_MESSAGES.refused));
          }
          // A signed link of an account deleted since has nobody left to remind: the same answer.
          await optOut(ctx.db, userId);
          return reply.send(page(title, OPT_OUT_MESSAGES.done));
        },
      );
  });

  const { checkIntervalMs } = ctx.config.reminders;
  if (checkIntervalMs > 0) {
    runEvery(app, checkIntervalMs, async () => {
      try {
        const sent = await sendDueReminders(deps, ctx.config.reminders);
        if (sent.mails > 0) app.log.info(sent, `reminders sent: ${sent.mails} mails`);
      } catch (error) {
        app.log.warn({ err: error }, 'the reminder check failed; it runs again later');
      }
    });
  }
}
