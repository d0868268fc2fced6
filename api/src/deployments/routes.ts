// The deployments API, for staff and for deploy tokens (each limited to its deployable):
//   GET  /api/deployments/                        what is live, per deployable, with its history
//   POST /api/deployments/{deployable}/           deploy an artefact: its URL, or its files
//   POST /api/deployments/{deployable}/rollback/  back to the one before, or to { "to": n }
//   POST /api/deployments/mark-bad/               mark the version of deployment { "sequence" } bad
//   POST /api/deployments/{remote}/canary/          a new version for { "share" }% of browsers
//   POST /api/deployments/{remote}/canary/promote/  its version deployed for everyone
//   POST /api/deployments/{remote}/canary/abort/    back to the live version for everyone
//   POST /api/deployments/{remote}/previews/        a preview link to stored { "version" }
// `{deployable}` is `shell` or a remote's folder name (mfe-results).
import { DEPLOY_DESCRIPTOR_FILE } from '@module-feedback/federation/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { badRequest, conflict, errorBody, forbidden, notFound, unauthorized } from '../http/errors';
import type { AuthGuards } from '../http/auth-guards';
import { forCallerOnly } from '../http/private-responses';
import {
  ARTEFACT_PATH_PATTERN,
  ARTEFACT_VERSION_PATTERN,
} from '@module-feedback/federation/contract';
import type { ReceivedArtefact } from './artefact-checks';
import { DEPLOYABLES, type Deployable } from './deployables';
import { isDeployToken, verifyDeployToken } from './deploy-tokens';
import {
  deploy,
  DeployConflictError,
  DeploymentNotFoundError,
  DeployRefusedError,
  markBad,
  rollback,
  type DeployOutcome,
  type DeployRequest,
  type DeployServices,
} from './deployer';
import { abortCanary, CANARY_SHARE, promoteCanary, startCanary } from './canary-deployer';
import { deploymentsOverview } from './overview';
import { PREVIEW_MINUTES } from './preview-links';
import { makePreviewLink } from './previews';

export const DEPLOYMENT_ROUTES = {
  list: '/api/deployments/',
  deploy: '/api/deployments/:deployable/',
  rollback: '/api/deployments/:deployable/rollback/',
  markBad: '/api/deployments/mark-bad/',
  canary: '/api/deployments/:deployable/canary/',
  promoteCanary: '/api/deployments/:deployable/canary/promote/',
  abortCanary: '/api/deployments/:deployable/canary/abort/',
  previews: '/api/deployments/:deployable/previews/',
} as const;

/** Who deploys: a staff member (any deployable) or a deploy token (its own only). */
interface Deployer {
  actor: string;
  only?: Deployable;
}

declare module 'fastify' {
  interface FastifyRequest {
    deployer: Deployer | null;
  }
}

const deployableParams = z.object({ deployable: z.enum(DEPLOYABLES) });
const reason = z.string().trim().max(500, 'reason is at most 500 characters.').optional();
const sequenceNumber = (name: string) =>
  z
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(0, `${name} is 0 or more.`);

const uploadedFiles = z
  .record(
    z.string().regex(ARTEFACT_PATH_PATTERN, 'must be a relative path inside the artefact'),
    z.base64('each file must be its bytes in base64.'),
  )
  .refine(
    (files) => DEPLOY_DESCRIPTOR_FILE in files,
    `files must include ${DEPLOY_DESCRIPTOR_FILE}.`,
  );

const artefactFields = {
  artefact: z
    .string('artefact must be the URL of the artefact folder or its entry.')
    .trim()
    .min(1, 'artefact must be the URL of the artefact folder or its entry.')
    .max(2048)
    .optional(),
  files: uploadedFiles.optional(),
  force: z.boolean('force must be true or false.').default(false),
  reason,
  expectedSequence: sequenceNumber('expectedSequence').optional(),
};
const givesOneArtefact = (body: { artefact?: string; files?: unknown }) =>
  (body.artefact === undefined) !== (body.files === undefined);
const oneArtefact = () => ({
  message: 'Give either artefact (its URL) or files (the artefact itself), not both.',
  path: ['artefact'],
});
const deployBody = z.object(artefactFields).refine(givesOneArtefact, oneArtefact());
const shareMessage = `share is the percentage of browsers, a whole number from ${CANARY_SHARE.min} to ${CANARY_SHARE.max}.`;
const canaryBody = z
  .object({
    ...artefactFields,
    share: z
      .number(shareMessage)
      .int(shareMessage)
      .min(CANARY_SHARE.min, shareMessage)
      .max(CANARY_SHARE.max, shareMessage),
  })
  .refine(givesOneArtefact, oneArtefact());
const previewMinutesMessage = `minutes is how long the link works, a whole number from 1 to ${PREVIEW_MINUTES.max}.`;
const previewBody = z.object({
  version: z
    .string('version is the stored version the link opens.')
    .regex(ARTEFACT_VERSION_PATTERN, 'version is the stored version the link opens.'),
  minutes: z
    .number(previewMinutesMessage)
    .int(previewMinutesMessage)
    .min(1, previewMinutesMessage)
    .max(PREVIEW_MINUTES.max, previewMinutesMessage)
    .default(PREVIEW_MINUTES.default),
});
const canaryEndBody = z
  .object({ reason, force: z.boolean('force must be true or false.').default(false) })
  .optional();
const rollbackBody = z
  .object({
    to: sequenceNumber('to').min(1, 'to is a deployment sequence, 1 or more.').optional(),
    force: z.boolean('force must be true or false.').default(false),
    reason,
    expectedSequence: sequenceNumber('expectedSequence').optional(),
  })
  .optional();
const markBadBody = z.object({
  sequence: sequenceNumber('sequence').min(1, 'sequence is 1 or more.'),
  reason,
});

/**
 * The change made (201), or why not in the API's error shape: 422 for a refused artefact,
 * with each reason and what its source answered as lists too (`reasons`, `notes`); 409 for
 * a lost race; 404 for an unknown deployment.
 */
async function answering(
  reply: FastifyReply,
  action: () => Promise<DeployOutcome | { canary: object; notes: string[] }>,
) {
  try {
    const outcome = await action();
    return reply
      .code(201)
      .send('deployment' in outcome ? { ...outcome.deployment, notes: outcome.notes } : outcome);
  } catch (error) {
    if (error instanceof DeployRefusedError) {
      return reply
        .code(422)
        .send({ ...errorBody(422, error.message), reasons: error.reasons, notes: error.notes });
    }
    throw asHttpError(error);
  }
}

function asHttpError(error: unknown): unknown {
  if (error instanceof DeployConflictError) return conflict(error.message);
  if (error instanceof DeploymentNotFoundError) return notFound(error.message);
  return error;
}

/** What a deploy and a canary both take from their request: the artefact, who, and why. */
function deployRequestOf(
  request: FastifyRequest,
  deployable: Deployable,
  actor: DeployRequest['actor'],
  body: z.infer<typeof deployBody>,
): DeployRequest {
  return {
    deployable,
    artefact: body.files ? { uploaded: uploaded(body.files) } : { given: body.artefact! },
    force: body.force,
    reason: body.reason ?? null,
    actor,
    expectedSequence: body.expectedSequence,
    ownOrigin: `${request.protocol}://${request.host}`,
  };
}

function uploaded(files: Record<string, string>): ReceivedArtefact {
  const received = new Map(
    Object.entries(files).map(([file, base64]) => [file, Buffer.from(base64, 'base64')]),
  );
  const descriptorBytes = received.get(DEPLOY_DESCRIPTOR_FILE)!;
  received.delete(DEPLOY_DESCRIPTOR_FILE);
  return { descriptorBytes, files: received, notes: [] };
}

export async function deploymentRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.decorateRequest('deployer', null);
  const services = (request: FastifyRequest): DeployServices => ({
    db: ctx.db,
    settings: ctx.config.frontends,
    warn: (message, details) => request.log.warn(details, message),
  });

  /** A deploy token (by its prefix), else a staff member's sign-in. */
  async function identifyDeployer(request: FastifyRequest, reply: FastifyReply) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer && isDeployToken(bearer)) {
      forCallerOnly(reply);
      const token = await verifyDeployToken(ctx.db, bearer);
      if (!token)
        throw unauthorized('This deploy token is not valid: it was revoked, or never created.');
      request.deployer = { actor: `token:${token.name}`, only: token.deployable };
      return;
    }
    await guards.requireStaff.call(app, request, reply);
    request.deployer = { actor: `staff:${request.caller!.username}` };
  }

  const deployerFor = (request: FastifyRequest, deployable?: Deployable): Deployer => {
    const deployer = request.deployer!;
    if (deployable && deployer.only && deployer.only !== deployable) {
      throw forbidden(`This deploy token is for ${deployer.only}, not ${deployable}.`);
    }
    return deployer;
  };

  api.get(DEPLOYMENT_ROUTES.list, { onRequest: identifyDeployer }, async () =>
    deploymentsOverview(ctx.db, ctx.config.frontends),
  );

  api.post(
    DEPLOYMENT_ROUTES.markBad,
    { onRequest: identifyDeployer, schema: { body: markBadBody } },
    async (request) => {
      const deployer = deployerFor(request);
      try {
        return await markBad(services(request), {
          sequence: request.body.sequence,
          deployable: deployer.only,
          reason: request.body.reason ?? null,
          actor: deployer.actor,
        });
      } catch (error) {
        throw asHttpError(error);
      }
    },
  );

  api.post(
    DEPLOYMENT_ROUTES.deploy,
    {
      onRequest: identifyDeployer,
      // An artefact's files ride in this body, base64-encoded: this route alone takes that much.
      bodyLimit: ctx.config.deployBodyLimitBytes,
      schema: { params: deployableParams, body: deployBody },
    },
    async (request, reply) => {
      const { deployable } = request.params;
      const deployer = deployerFor(request, deployable);
      const { body } = request;
      return answering(reply, () =>
        deploy(services(request), deployRequestOf(request, deployable, deployer.actor, body)),
      );
    },
  );

  api.post(
    DEPLOYMENT_ROUTES.rollback,
    { onRequest: identifyDeployer, schema: { params: deployableParams, body: rollbackBody } },
    async (request, reply) => {
      const { deployable } = request.params;
      const deployer = deployerFor(request, deployable);
      return answering(reply, () =>
        rollback(services(request), {
          deployable,
          to: request.body?.to,
          force: request.body?.force ?? false,
          reason: request.body?.reason ?? null,
          actor: deployer.actor,
          expectedSequence: request.body?.expectedSequence,
        }),
      );
    },
  );

  api.post(
    DEPLOYMENT_ROUTES.canary,
    {
      onRequest: identifyDeployer,
      bodyLimit: ctx.config.deployBodyLimitBytes,
      schema: { params: deployableParams, body: canaryBody },
    },
    async (request, reply) => {
      const { deployable } = request.params;
      const deployer = deployerFor(request, deployable);
      const { body } = request;
      return answering(reply, () =>
        startCanary(services(request), {
          ...deployRequestOf(request, deployable, deployer.actor, body),
          share: body.share,
        }),
      );
    },
  );

  api.post(
    DEPLOYMENT_ROUTES.promoteCanary,
    { onRequest: identifyDeployer, schema: { params: deployableParams, body: canaryEndBody } },
    async (request, reply) => {
      const { deployable } = request.params;
      const deployer = deployerFor(request, deployable);
      return answering(reply, async () => {
        const { canary, ...outcome } = await promoteCanary(services(request), {
          deployable,
          actor: deployer.actor,
          reason: request.body?.reason ?? null,
          force: request.body?.force ?? false,
        });
        return { ...outcome, deployment: { ...outcome.deployment, canary } };
      });
    },
  );

  api.post(
    DEPLOYMENT_ROUTES.abortCanary,
    { onRequest: identifyDeployer, schema: { params: deployableParams, body: canaryEndBody } },
    async (request) => {
      const { deployable } = request.params;
      const deployer = deployerFor(request, deployable);
      try {
        return await abortCanary(services(request), {
          deployable,
          actor: deployer.actor,
          reason: request.body?.reason ?? null,
        });
      } catch (error) {
        throw asHttpError(error);
      }
    },
  );

  api.post(
    DEPLOYMENT_ROUTES.previews,
    { onRequest: identifyDeployer, schema: { params: deployableParams, body: previewBody } },
    async (request, reply) => {
      const { deployable } = request.params;
      deployerFor(request, deployable);
      const made = await makePreviewLink(ctx.db, ctx.config.jwtSecret, {
        deployable,
        ...request.body,
        origin: ctx.config.publicUrl ?? `${request.protocol}://${request.host}`,
      });
      if ('problem' in made) throw made.missing ? notFound(made.problem) : badRequest(made.problem);
      return reply.code(201).send(made.link);
    },
  );
}
