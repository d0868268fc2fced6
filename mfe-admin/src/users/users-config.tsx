import { MESSAGES, type NewUserPayload, type UserRecord, userApi } from '@module-feedback/shared';
import { asRequest, type EntityConfig } from '../crud/entity-config';
import { LedModulesDialog } from './LedModulesDialog';

/** A user row, labelled Admin when is_staff is set and Student otherwise. */
export type UserRow = UserRecord & { role: 'Admin' | 'Student' };

export const roleOf = (record: UserRecord): UserRow['role'] =>
  record.user.is_staff ? 'Admin' : 'Student';

export const usersConfig: EntityConfig<UserRow> = {
  entity: 'user',
  title: 'Users',
  noun: 'user',
  describe: (row) => row.user.username,
  load: async () => (await userApi.list()).map((record) => ({ ...record, role: roleOf(record) })),
  columns: [
    { field: 'user.username', header: 'Username' },
    { field: 'user.email', header: 'Email' },
    { field: 'role', header: 'Role' },
    { field: 'studentId', header: 'Student ID' },
  ],
  fields: [
    {
      name: 'user.username',
      label: 'Username',
      kind: 'text',
      hint: MESSAGES.usernameHint,
      autoComplete: 'off',
    },
    { name: 'user.email', label: 'Email', kind: 'email', autoComplete: 'off' },
    { name: 'user.password', label: 'Password', kind: 'password', autoComplete: 'new-password' },
  ],
  create: (values) =>
    userApi.create(
      asRequest<NewUserPayload>({
        user: asRequest<NewUserPayload['user']>({
          username: values['user.username'] ?? null,
          email: values['user.email'] ?? null,
          password: values['user.password'] ?? null,
        }),
      }),
    ),
  editDisabledReason: 'Users cannot be edited.',
  // Not an edit of the user: the account stays as it is (the edit above stays disabled).
  rowDialogs: [
    {
      label: 'Module leader of…',
      icon: 'pi pi-sitemap',
      // Staff see every module's results anyway.
      appliesTo: (row) => !row.user.is_staff,
      render: (row, close) => (
        <LedModulesDialog userId={row.id} username={row.user.username} onClose={close} />
      ),
    },
  ],
  remove: (id) => userApi.delete(id),
};
