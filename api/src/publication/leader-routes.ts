// Module leaders: staff read and set the modules an account leads (a call of its own: the
// account itself stays as it is, and users are still never edited), and anyone signed in reads
// the modules they lead, so the results page knows what to offer them.
import {
  MODULE_REPLY_MESSAGES,
  PUBLICATION_ROUTES,
  type LedModules,
} from '@module-feedback/shared/contracts';
import { ledModulesSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { AuthGuards } from '../http/auth-guards';
import { badRequest, notFound } from '../http/errors';
import { idParams } from '../http/params';
import { ledModuleIds } from './results-access';

export async function moduleLeaderRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function requireAccount(id: number) {
    const account = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!account) throw notFound('User not found.');
  }

  api.get(
    PUBLICATION_ROUTES.ledModules,
    { onRequest: guards.requireStaff, schema: { params: idParams } },
    async (request): Promise<LedModules> => {
      await requireAccount(request.params.id);
      return { modules: await ledModuleIds(ctx.db, request.params.id) };
    },
  );

  api.put(
    PUBLICATION_ROUTES.ledModules,
    { onRequest: guards.requireStaff, schema: { params: idParams, body: ledModulesSchema } },
    async (request): Promise<LedModules> => {
      const userId = request.params.id;
      const { modules } = request.body;
      await requireAccount(userId);
      await ctx.db.transaction().execute(async (trx) => {
        if (modules.length > 0) {
          const known = await trx
            .selectFrom('modules')
            .select('id')
            .where('id', 'in', modules)
            .execute();
          if (known.length !== modules.length) {
            throw badRequest(MODULE_REPLY_MESSAGES.unknownModules, {
              modules: MODULE_REPLY_MESSAGES.unknownModules,
            });
          }
        }
        // The list replaces the account's previous one.
        await trx.deleteFrom('module_leaders').where('user_id', '=', userId).execute();
        if (modules.length > 0) {
          await trx
            .insertInto('module_leaders')
            .values(modules.map((moduleId) => ({ user_id: userId, module_id: moduleId })))
            // A concurrent PUT for the same account may have put some back already.
            .onConflict((oc) => oc.columns(['user_id', 'module_id']).doNothing())
            .execute();
        }
      });
      return { modules: await ledModuleIds(ctx.db, userId) };
    },
  );

  api.get(
    PUBLICATION_ROUTES.ownLedModules,
    { onRequest: guards.requireSignedIn },
    async (request): Promise<LedModules> => ({
      modules: await ledModuleIds(ctx.db, request.caller!.id),
    }),
  );
}
