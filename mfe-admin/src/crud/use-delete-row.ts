// The delete flow ('Are you sure you want to delete this …?') plus the server's feedback guard: confirm; if the server
// answers 409 because feedback is attached, show its count and ask again, explicitly, to
// delete the row together with its feedback (?force=true).
import { confirmDeleteMessage, describeApiError } from '@module-feedback/shared';
import { useAdminUi } from './AdminUi';
import type { EntityConfig } from './entity-config';

export type DeleteOutcome =
  { kind: 'deleted' } | { kind: 'kept' } | { kind: 'failed'; message: string };

/** "This module has 3 feedback entries." from the server's longer explanation. */
export function firstSentence(message: string): string {
  const end = message.indexOf('. ');
  return end === -1 ? message : message.slice(0, end + 1);
}

/** What a refused delete by someone who is not staff tells them, in plain words. */
export const staffOnlyDelete = (noun: string, name: string) =>
  `Only staff can delete. The ${noun} ${name} was not deleted.`;

export const forceDeleteQuestion = (noun: string, serverMessage: string) =>
  `${firstSentence(serverMessage)} Delete the ${noun} together with all of its feedback? This cannot be undone.`;

export function useDeleteRow<Row extends { id: number }>(config: EntityConfig<Row>) {
  const { confirm } = useAdminUi();

  return async function deleteRow(row: Row): Promise<DeleteOutcome> {
    const name = config.describe(row);
    // The header names the row, so nobody deletes the wrong one by a slip of the mouse.
    const confirmed = await confirm({
      header: `Delete ${config.noun} ${name}`,
      message: confirmDeleteMessage(config.entity),
      acceptLabel: 'Delete',
      rejectLabel: 'Keep',
      danger: true,
    });
    if (!confirmed) return { kind: 'kept' };
    try {
      await config.remove(row.id, {});
      return { kind: 'deleted' };
    } catch (error) {
      const refusal = describeApiError(error);
      if (refusal.status === 401 || refusal.status === 403) {
        return { kind: 'failed', message: staffOnlyDelete(config.noun, name) };
      }
      if (refusal.status !== 409 || !config.forceDeletesFeedback) {
        return { kind: 'failed', message: refusal.message };
      }
      const withFeedback = await confirm({
        header: `Delete ${config.noun} ${name} and its feedback`,
        message: forceDeleteQuestion(config.noun, refusal.message),
        acceptLabel: 'Delete with its feedback',
        rejectLabel: 'Keep',
        danger: true,
      });
      if (!withFeedback) return { kind: 'kept' };
      try {
        await config.remove(row.id, { force: true });
        return { kind: 'deleted' };
      } catch (forcedError) {
        return { kind: 'failed', message: describeApiError(forcedError).message };
      }
    }
  };
}
