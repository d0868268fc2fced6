// GET /api/previews/?token=…: what a preview link opens (its remote, version and expiry), for
// the banner of whoever opened it; 410 for an expired link, 400 for any other it refuses.
// Public: the link itself is the permission, and it only shows a version that was deployed.
import { PREVIEW_CHECK_PATH } from '@module-feedback/federation/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../http/errors';
import { openPreview } from './previews';

const previewQuery = z.object({
  token: z.string('token is the preview link’s token.').min(1).max(4096),
});

export async function previewRoutes(app: FastifyInstance, ctx: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(PREVIEW_CHECK_PATH, { schema: { querystring: previewQuery } }, async (request) => {
      const opened = await openPreview(ctx.db, ctx.config.jwtSecret, request.query.token);
      if ('refused' in opened) {
        if (opened.refused === 'invalid') throw badRequest(opened.message);
        throw new HttpError(410, opened.message);
      }
      return {
        remote: opened.preview.deployable,
        version: opened.preview.version,
        expiresAt: opened.preview.expiresAt,
      };
    });
}
