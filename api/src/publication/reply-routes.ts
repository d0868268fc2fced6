// "You said, we did": one reply per module and academic year, which staff or the module's
// leaders write and rewrite, and everyone reads on the results page.
//
// The reply is shown below the anonymity threshold too, to visitors as well: it is staff's
// text, not students', so it gives nobody's answers away (a leader may answer the few who
// wrote). Replies are read per request, not kept in the response cache, and not by shared
// caches either: an edit shows at once.
import {
  MODULE_REPLY_MESSAGES,
  PUBLICATION_ROUTES,
  REPLY_AUTHOR_ROLES,
  type ModuleReply,
  type ModuleReplyAnswer,
  type ReplyAuthorRole,
} from '@module-feedback/shared/contracts';
import { moduleReplySchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { requireYearByValue } from '../academic-years/lookup';
import type { AppContext } from '../context';
import type { Database, ModuleRepliesTable } from '../db/schema';
import { nowIso, readTimestamp } from '../db/values';
import type { AuthGuards } from '../http/auth-guards';
import { forbidden, notFound } from '../http/errors';
import { findModuleByCode } from '../modules/lookup';
import { leadsModule } from './results-access';

const replyParams = z.object({ moduleCode: z.string(), year: z.string() });

const isAuthorRole = (role: string): role is ReplyAuthorRole =>
  (REPLY_AUTHOR_ROLES as readonly string[]).includes(role);

function toModuleReply(row: Selectable<ModuleRepliesTable>): ModuleReply {
  return {
    text: row.text,
    authorRole: isAuthorRole(row.author_role) ? row.author_role : 'staff',
    createdAt: readTimestamp(row.created_at),
    updatedAt: readTimestamp(row.updated_at),
  };
}

/** A module's year's reply, or null while there is none (the module report shows it too). */
export async function moduleReplyOf(
  db: Kysely<Database>,
  moduleId: number,
  yearId: number,
): Promise<ModuleReply | null> {
  const row = await db
    .selectFrom('module_replies')
    .selectAll()
    .where('module_id', '=', moduleId)
    .where('academic_year_id', '=', yearId)
    .executeTakeFirst();
  return row ? toModuleReply(row) : null;
}

export async function moduleReplyRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function moduleYearOf(moduleCode: string, year: string) {
    const module = await findModuleByCode(ctx.db, moduleCode);
    if (!module) throw notFound('Module not found.');
    const academicYear = await requireYearByValue(ctx.db, year);
    return { moduleId: module.id, yearId: academicYear.id };
  }

  api.get(
    PUBLICATION_ROUTES.moduleReply,
    { schema: { params: replyParams } },
    async (request, reply): Promise<ModuleReplyAnswer> => {
      const { moduleId, yearId } = await moduleYearOf(
        request.params.moduleCode,
        request.params.year,
      );
      reply.header('cache-control', 'no-cache');
      return { reply: await moduleReplyOf(ctx.db, moduleId, yearId) };
    },
  );

  api.put(
    PUBLICATION_ROUTES.moduleReply,
    { onRequest: guards.requireSignedIn, schema: { params: replyParams, body: moduleReplySchema } },
    async (request): Promise<ModuleReply> => {
      const caller = request.caller!;
      const { moduleId, yearId } = await moduleYearOf(
        request.params.moduleCode,
        request.params.year,
      );
      // Staff write as staff, even when they also lead the module.
      let role: ReplyAuthorRole;
      if (caller.isStaff) role = 'staff';
      else if (await leadsModule(ctx.db, caller.id, moduleId)) role = 'module leader';
      else throw forbidden(MODULE_REPLY_MESSAGES.notAllowed);
      const now = nowIso();
      // One statement, so two authors saving at once leave one reply (the later text).
      const row = await ctx.db
        .insertInto('module_replies')
        .values({
          module_id: moduleId,
          academic_year_id: yearId,
          text: request.body.text,
          author_role: role,
          author_user_id: caller.id,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['module_id', 'academic_year_id']).doUpdateSet({
            text: request.body.text,
            author_role: role,
            author_user_id: caller.id,
            updated_at: now,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toModuleReply(row);
    },
  );
}
