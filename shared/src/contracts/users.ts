// Accounts as staff administer them: list, create, edit and delete. Signing up, signing in
// and what follows are ./accounts; the UserRecord shape is in ./entities.

/** The API routes of staff's user administration (filled with fillRoute). */
export const USER_ROUTES = {
  /** GET: every account (the staff list's query parameters page, sort and filter it). */
  list: '/api/accounts/users/',
  create: '/api/accounts/newuser/',
  edit: '/api/accounts/edituser/:id/',
  delete: '/api/accounts/deleteuser/:id/',
} as const;
