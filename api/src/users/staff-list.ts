// GET /api/accounts/users/ (staff): every account. Without query parameters the whole list,
// oldest first (the original answer), kept in the response cache like the feedback staff list;
// with any, one page sorted and filtered by the server (shared's staff-lists contract).
import type {
  StaffListPage,
  StaffUserQuery,
  StaffUserSort,
  UserRecord,
} from '@module-feedback/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ShowsScopes } from '../response-cache/response-cache';
import { SCOPES } from '../response-cache/scopes';
import { containing, direction, lowerLike, pageWindow, toPage } from '../http/list-pages';
import { ACCOUNT_COLUMNS, toUserRecord } from './accounts';

// Names and addresses sort ignoring case, the same on both databases.
const SORT_COLUMNS = {
  id: sql.ref('id'),
  username: sql`lower(username)`,
  email: sql`lower(email)`,
  studentId: sql.ref('student_id'),
} satisfies Record<StaffUserSort, unknown>;

/** The whole list. */
export async function everyAccount(
  db: Kysely<Database>,
  shows: ShowsScopes,
): Promise<UserRecord[]> {
  shows(SCOPES.accountList);
  const rows = await db.selectFrom('users').select(ACCOUNT_COLUMNS).orderBy('id').execute();
  return rows.map(toUserRecord);
}

export async function staffUserPage(
  db: Kysely<Database>,
  query: StaffUserQuery,
): Promise<StaffListPage<UserRecord>> {
  const { search, role } = query;
  const filtered = db
    .selectFrom('users')
    .$if(Boolean(search), (q) =>
      q.where((eb) =>
        eb.or([
          lowerLike('username', containing(search!)),
          lowerLike('email', containing(search!)),
        ]),
      ),
    )
    .$if(role !== undefined, (q) => q.where('is_staff', '=', role === 'staff' ? 1 : 0));
  const window = pageWindow(query);
  const [total, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    filtered
      .select(ACCOUNT_COLUMNS)
      .orderBy(SORT_COLUMNS[query.sort ?? 'id'], direction(query))
      // Ties keep the oldest account first, so the pages never overlap.
      .orderBy('id')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute(),
  ]);
  return toPage(window, total.count, rows.map(toUserRecord));
}
