// The record of every staff moderation action (who, when, what, which entry, and which of its
// texts when the action was on one): written in the
// same transaction as the action, so an action is never without its record.
import type {
  Aspect,
  ModerationAction,
  ModerationActionKind,
} from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso, readTimestamp } from '../db/values';
import type { Caller } from '../http/auth-guards';

/** The newest actions the staff view lists. */
export const AUDIT_LIST_LIMIT = 500;

export async function recordAction(
  db: Kysely<Database>,
  actor: Caller,
  action: ModerationActionKind,
  feedbackId: number,
  /** The text acted on; null for the whole entry. */
  aspect: Aspect | null,
): Promise<void> {
  await db
    .insertInto('moderation_actions')
    .values({
      feedback_id: feedbackId,
      action,
      aspect,
      actor_user_id: actor.id,
      actor_username: actor.username,
      created_at: nowIso(),
    })
    .execute();
}

/** Newest first. */
export async function listActions(db: Kysely<Database>): Promise<ModerationAction[]> {
  const rows = await db
    .selectFrom('moderation_actions')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(AUDIT_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    feedbackId: row.feedback_id,
    action: row.action,
    aspect: row.aspect as Aspect | null,
    actor: row.actor_username,
    createdAt: readTimestamp(row.created_at),
  }));
}
