// Staff-only API doing what the deploy, rollback and deployments commands do:
//   GET  /api/deployments/                  what is live per remote, with its history
//   POST /api/deployments/{remote}/          deploy an artefact given by URL
//   POST /api/deployments/{remote}/rollback/ go back to the state before the live one
import { REMOTE_FOLDERS } from '@module-feedback/federation/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { conflict, HttpError } from '../http/errors';
import type { AuthGuards } from '../http/auth-guards';
import {
  deploy,
  DeployConflictError,
  DeployRefusedError,
  rollback,
  type DeployServices,
} from './deployer';
import { deploymentsOverview } from './overview';

const DEPLOYMENT_ROUTES = {
  list: '/api/deployments/',
  deploy: '/api/deployments/:remote/',
  rollback: '/api/deployments/:remote/rollback/',
} as const;

const remoteParams = z.object({ remote: z.enum(REMOTE_FOLDERS) });
const reason = z.string().trim().max(500, 'reason is at most 500 characters.').optional();
const expectedSequence = z
  .number('expectedSequence must be a number.')
  .int()
  .min(0, 'expectedSequence is 0 or more.')
  .optional();

const deployBody = z.object({
  artefact: z
    .string('artefact must be the URL of the artefact folder or its entry.')
    .trim()
    .min(1, 'artefact must be the URL of the artefact folder or its entry.')
    .max(2048),
  force: z.boolean('force must be true or false.').default(false),
  reason,
  expectedSequence,
});
const rollbackBody = z.object({ reason, expectedSequence }).optional();

/** Refused deploys and lost races, as the API's error shape (nothing was changed either way). */
async function answering<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof DeployRefusedError) throw new HttpError(422, error.message);
    if (error instanceof DeployConflictError) throw conflict(error.message);
    throw error;
  }
}

const actor = (request: FastifyRequest) => `staff:${request.caller!.username}`;

export async function deploymentRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const services = (request: FastifyRequest): DeployServices => ({
    db: ctx.db,
    settings: ctx.config.frontends,
    warn: (message, details) => request.log.warn(details, message),
  });

  api.get(DEPLOYMENT_ROUTES.list, { onRequest: guards.requireStaff }, async () => ({
    remotes: await deploymentsOverview(ctx.db, ctx.config.frontends),
  }));

  api.post(
    DEPLOYMENT_ROUTES.deploy,
    { onRequest: guards.requireStaff, schema: { params: remoteParams, body: deployBody } },
    async (request, reply) => {
      const deployment = await answering(() =>
        deploy(services(request), {
          remote: request.params.remote,
          artefact: request.body.artefact,
          force: request.body.force,
          reason: request.body.reason ?? null,
          actor: actor(request),
          expectedSequence: request.body.expectedSequence,
          ownOrigin: `${request.protocol}://${request.host}`,
        }),
      );
      return reply.code(201).send(deployment);
    },
  );

  api.post(
    DEPLOYMENT_ROUTES.rollback,
    { onRequest: guards.requireStaff, schema: { params: remoteParams, body: rollbackBody } },
    async (request, reply) => {
      const deployment = await answering(() =>
        rollback(services(request), {
          remote: request.params.remote,
          reason: request.body?.reason ?? null,
          actor: actor(request),
          expectedSequence: request.body?.expectedSequence,
        }),
      );
      return reply.code(201).send(deployment);
    },
  );
}
