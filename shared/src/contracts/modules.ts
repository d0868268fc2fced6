// Modules: everyone lists them; staff create, edit and delete them (a module with feedback
// only with `?force=true`, which deletes its feedback too). The Module shape is in ./entities.

/** The API routes of modules (filled with fillRoute). */
export const MODULE_ROUTES = {
  list: '/api/modules/',
  create: '/api/newmodule/',
  edit: '/api/editmodule/:id/',
  delete: '/api/deletemodule/:id/',
} as const;
