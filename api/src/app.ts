// The Fastify application, without listening: the server command and the tests both build
// it here. It owns its database connection and closes it with the app.
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { academicYearRoutes } from './academic-years/routes';
import { createPasswordHasher } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { createTokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { coalesceRevisionReads } from './response-cache/coalesced-revision';
import { connectDatabase } from './db/database';
import { createRevisionReader } from './response-cache/revision';
import { ownFeedbackRoutes } from './feedback/own-feedback-routes';
import { feedbackRoutes } from './feedback/routes';
import { resultsOverviewRoutes } from './reporting/results-overview/routes';
import { extraQuestionRoutes } from './extra-questions/routes';
import { moduleReportRoutes } from './reporting/module-report/routes';
import { summaryRoutes } from './feedback-summaries/routes';
import { createSummaryPool } from './feedback-summaries/summary-pool';
import { createSummaryService } from './feedback-summaries/summary-service';
import { apiNotFound, installErrorHandlers } from './http/errors';
import { limitJsonDepth } from './http/json-depth';
import { registerRateLimits } from './http/rate-limit-store';
import { readinessRoute } from './http/readiness';
import { authGuards } from './http/auth-guards';
import { createResponseCache } from './response-cache/response-cache';
import { addSecurityHeaders } from './http/security-headers';
import { trustProxyOption } from './http/trust-proxy';
import { rejectNulCharacters } from './http/text-guard';
import { exportRoutes } from './reporting/exports/routes';
import { enrolmentRoutes } from './enrolment/routes';
import { moderationRoutes } from './moderation/routes';
import { helpfulVoteRoutes } from './helpful-votes/routes';
import { moduleLeaderRoutes } from './publication/leader-routes';
import { moduleReplyRoutes } from './publication/reply-routes';
import { deploymentFigures } from './metrics/deployment-figures';
import { createMetrics } from './metrics/registry';
import { countRequests, metricsRoute } from './metrics/routes';
import { moduleRoutes } from './modules/routes';
import { staffOverviewRoutes } from './reporting/staff-overview/routes';
import { responseRateRoutes } from './reporting/response-rates/routes';
import { reminderRoutes } from './reminders/routes';
import { followingCheckoutBuilds } from './deployments/checkout-builds';
import { liveStateSource } from './deployments/live-state';
import { deploymentRoutes } from './deployments/routes';
import { previewRoutes } from './deployments/preview-routes';
import { openPreview } from './deployments/previews';
import { remoteReportRoutes } from './remote-reports/routes';
import { serveStaticSite } from './static-site/index';
import { storedFiles } from './static-site/stored-files';
import { userRoutes } from './users/routes';
import { emailVerificationRoutes } from './users/email-verification-routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { createMailer } from './mail/mailer';
import { mailLinkBase, productName } from './mail/sender';
import { signOnRoutes } from './sign-on/routes';
import { registerCookies } from './sign-on/cookies';

declare module 'fastify' {
  interface FastifyInstance {
    appContext: AppContext;
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.user.password'],
    },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  const metrics = createMetrics();
  const connection = connectDatabase(
    config,
    { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
    metrics.database,
  );
  const reader = createRevisionReader(connection);
  const revisions = coalesceRevisionReads(reader, config.revisionCheckIntervalMs);
  connection.onWrite(revisions.invalidate);
  const summaryWorkers = createSummaryPool(metrics.summaryRun);
  const summaries = createSummaryService({ db: connection.db, log: app.log }, summaryWorkers);
  metrics.observe({
    pool: connection.poolFigures,
    summaryWorkers: summaryWorkers.figures,
    deployments: () => deploymentFigures(connection.db),
  });
  const mailer = createMailer({
    settings: config.mail,
    sender: { productName: productName(config), publicUrl: mailLinkBase(config, app.log) },
    log: app.log,
  });
  app.addHook('onClose', async () => {
    // Summaries being made and mails being composed still use the database: let them finish first.
    await Promise.all([summaries.close(), mailer.close()]);
    await reader.close();
    await connection.db.destroy();
  });

  const ctx: AppContext = {
    config,
    db: connection.db,
    dialect: connection.dialect,
    tokens: createTokenService({
      secret: config.jwtSecret,
      accessTtlSeconds: config.accessTokenTtlSeconds,
      refreshTtlSeconds: config.refreshTokenTtlSeconds,
    }),
    passwords: await createPasswordHasher(config.argon2),
    responses: createResponseCache(
      { read: revisions.read, lastChange: reader.lastChange },
      connection.availability,
    ),
    summaries,
    mailer,
  };
  app.decorate('appContext', ctx);
  app.decorateRequest('caller', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  limitJsonDepth(app);
  countRequests(app, metrics);

  addSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
  await registerRateLimits(app, config);
  app.addHook('preValidation', rejectNulCharacters);

  const guards = authGuards(ctx);
  await registerCookies(app);
  await authRoutes(app, ctx);
  await userRoutes(app, ctx, guards);
  await emailVerificationRoutes(app, ctx, guards);
  await passwordResetRoutes(app, ctx);
  await signOnRoutes(app, ctx);
  await moduleRoutes(app, ctx, guards);
  await academicYearRoutes(app, ctx, guards);
  await feedbackRoutes(app, ctx, guards);
  await ownFeedbackRoutes(app, ctx, guards);
  await resultsOverviewRoutes(app, ctx, guards);
  await extraQuestionRoutes(app, ctx, guards);
  await moduleReportRoutes(app, ctx, guards);
  await summaryRoutes(app, ctx, guards);
  await moderationRoutes(app, ctx, guards);
  await helpfulVoteRoutes(app, ctx, guards);
  await moduleLeaderRoutes(app, ctx, guards);
  await moduleReplyRoutes(app, ctx, guards);
  await staffOverviewRoutes(app, ctx, guards);
  await responseRateRoutes(app, ctx, guards);
  await reminderRoutes(app, ctx, guards);
  await exportRoutes(app, ctx, guards);
  await enrolmentRoutes(app, ctx, guards);
  await deploymentRoutes(app, ctx, guards);
  const liveState = liveStateSource(ctx.db, ctx.responses);
  await remoteReportRoutes(app, ctx, liveState);
  await previewRoutes(app, ctx);
  await app.register(apiNotFound, { prefix: '/api' });
  await readinessRoute(app, connection.db);
  await metricsRoute(app, config.metrics, metrics);

  await app.register(serveStaticSite, {
    frontends: config.frontends,
    liveState: config.frontends.followCheckoutBuilds
      ? followingCheckoutBuilds(
          { db: ctx.db, settings: config.frontends, warn: (message) => app.log.warn(message) },
          app.log,
          liveState,
        )
      : liveState,
    files: storedFiles(ctx.db),
    browserIdSecret: config.jwtSecret,
    openPreview: (token) => openPreview(ctx.db, config.jwtSecret, token),
  });
  return app;
}
